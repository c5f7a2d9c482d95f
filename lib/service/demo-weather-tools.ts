import { seeded } from './demo-seed';
import { asArgs, fail, missing, ok, stringArg, type DemoArgs, type DemoToolResult } from './demo-tool-result';

/**
 * Demo implementations of data/catalogs/demo-weather.json. Values are derived
 * from the arguments alone (no clock, no network), so a recording made today
 * replays identically tomorrow; every answer says it is demo data.
 */

const CONDITIONS = ['sunny', 'partly cloudy', 'cloudy', 'foggy', 'light rain', 'clear', 'windy', 'overcast'] as const;
const DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
const POLLUTANTS = ['PM2.5', 'PM10', 'ozone', 'NO2'] as const;
const TAG = '[demo]';

// A few well-known places get their real coordinates so the demo looks sane on a map.
const KNOWN_PLACES: Record<string, [number, number]> = {
  'san francisco': [37.7749, -122.4194],
  'new york': [40.7128, -74.006],
  seattle: [47.6062, -122.3321],
  london: [51.5072, -0.1276],
  paris: [48.8566, 2.3522],
  tokyo: [35.6762, 139.6503],
  berlin: [52.52, 13.405],
  sydney: [-33.8688, 151.2093],
};

const seedOf = (place: string) => place.toLowerCase().replace(/\s+/g, ' ').trim();
const toCelsius = (f: number) => Math.round(((f - 32) * 5) / 9);

function temperature(fahrenheit: number, args: DemoArgs): string {
  return args.unit === 'celsius' ? `${toCelsius(fahrenheit)}°C` : `${fahrenheit}°F`;
}

function wind(mph: number, args: DemoArgs): string {
  return args.unit === 'celsius' ? `${Math.round(mph * 1.609)} km/h` : `${mph} mph`;
}

function getWeather(args: DemoArgs): DemoToolResult {
  const location = stringArg(args, 'location');
  if (!location) return missing('location');
  const r = seeded(`weather:${seedOf(location)}`);
  const temp = r.int(38, 88);
  const condition = r.pick(CONDITIONS);
  const humidity = r.int(30, 92);
  const speed = r.int(0, 24);
  const direction = r.pick(DIRECTIONS);
  return ok(`${TAG} ${location}: ${temperature(temp, args)}, ${condition}, humidity ${humidity}%, wind ${wind(speed, args)} ${direction}`);
}

function getForecast(args: DemoArgs): DemoToolResult {
  const location = stringArg(args, 'location');
  if (!location) return missing('location');
  const requested = typeof args.days === 'number' ? Math.trunc(args.days) : 3;
  const days = Math.min(10, Math.max(1, requested));
  const r = seeded(`forecast:${seedOf(location)}`);
  const lines = Array.from({ length: days }, (_, i) => {
    const high = r.int(45, 90);
    const low = high - r.int(6, 18);
    return `Day ${i + 1}: high ${temperature(high, args)}, low ${temperature(low, args)}, ${r.pick(CONDITIONS)}, ${r.int(0, 9) * 10}% chance of rain`;
  });
  return ok([`${TAG} ${days}-day forecast for ${location}`, ...lines].join('\n'));
}

function getAirQuality(args: DemoArgs): DemoToolResult {
  const location = stringArg(args, 'location');
  if (!location) return missing('location');
  const r = seeded(`aqi:${seedOf(location)}`);
  const aqi = r.int(12, 140);
  const band = aqi <= 50 ? 'good' : aqi <= 100 ? 'moderate' : 'unhealthy for sensitive groups';
  return ok(`${TAG} ${location}: AQI ${aqi} (${band}), main pollutant ${r.pick(POLLUTANTS)}`);
}

function getSunriseSunset(args: DemoArgs): DemoToolResult {
  const location = stringArg(args, 'location');
  if (!location) return missing('location');
  const r = seeded(`sun:${seedOf(location)}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return ok(`${TAG} ${location}: sunrise ${pad(r.int(5, 7))}:${pad(r.int(0, 59))}, sunset ${pad(r.int(17, 20))}:${pad(r.int(0, 59))} (local time)`);
}

function getWeatherAlerts(args: DemoArgs): DemoToolResult {
  const region = stringArg(args, 'region');
  if (!region) return missing('region');
  const r = seeded(`alerts:${seedOf(region)}`);
  if (r.int(0, 2) > 0) return ok(`${TAG} No active weather alerts for ${region}.`);
  const kind = r.pick(['Wind Advisory', 'Heat Advisory', 'Flood Watch', 'Winter Storm Warning'] as const);
  return ok(`${TAG} 1 active alert for ${region}: ${kind}, in effect for the next ${r.int(6, 36)} hours.`);
}

function geocodeAddress(args: DemoArgs): DemoToolResult {
  const address = stringArg(args, 'address');
  if (!address) return missing('address');
  const key = seedOf(address);
  const known = Object.entries(KNOWN_PLACES).find(([name]) => key.startsWith(name))?.[1];
  const r = seeded(`geo:${key}`);
  const [lat, lon] = known ?? [r.int(-6000, 6000) / 100, r.int(-18000, 18000) / 100];
  return ok(`${TAG} ${address}: latitude ${lat}, longitude ${lon}`);
}

// The demo clock is frozen at one instant so that answers never depend on when a scenario is recorded.
const DEMO_INSTANT = Date.UTC(2026, 0, 15, 17, 41, 0);

function getCurrentTime(args: DemoArgs): DemoToolResult {
  const timezone = stringArg(args, 'timezone');
  if (!timezone) return missing('timezone');
  try {
    const text = new Intl.DateTimeFormat('en-US', { timeZone: timezone, dateStyle: 'medium', timeStyle: 'short' }).format(DEMO_INSTANT);
    return ok(`${TAG} ${timezone}: ${text} (a fixed demo clock, not the real time)`);
  } catch {
    return fail(`Unknown IANA timezone: ${timezone}`);
  }
}

type Conversion = Record<string, (v: number) => number>;
// Each family converts to a base unit and back; temperature is the one non-linear case.
const FAMILIES: Array<{ toBase: Conversion; fromBase: Conversion }> = [
  {
    toBase: { c: (v) => v, celsius: (v) => v, f: (v) => ((v - 32) * 5) / 9, fahrenheit: (v) => ((v - 32) * 5) / 9, k: (v) => v - 273.15, kelvin: (v) => v - 273.15 },
    fromBase: { c: (v) => v, celsius: (v) => v, f: (v) => (v * 9) / 5 + 32, fahrenheit: (v) => (v * 9) / 5 + 32, k: (v) => v + 273.15, kelvin: (v) => v + 273.15 },
  },
  linear({ m: 1, km: 1000, mi: 1609.344, mile: 1609.344, miles: 1609.344, ft: 0.3048, feet: 0.3048 }),
  linear({ 'm/s': 1, mps: 1, 'km/h': 1 / 3.6, kmh: 1 / 3.6, mph: 0.44704, knots: 0.514444, kn: 0.514444 }),
  linear({ hpa: 1, mbar: 1, inhg: 33.8639, psi: 68.9476, kpa: 10 }),
];

function linear(factors: Record<string, number>) {
  const toBase: Conversion = {};
  const fromBase: Conversion = {};
  for (const [unit, factor] of Object.entries(factors)) {
    toBase[unit] = (v) => v * factor;
    fromBase[unit] = (v) => v / factor;
  }
  return { toBase, fromBase };
}

function convertUnits(args: DemoArgs): DemoToolResult {
  const { value } = args;
  const from = stringArg(args, 'from')?.toLowerCase();
  const to = stringArg(args, 'to')?.toLowerCase();
  if (typeof value !== 'number') return missing('value');
  if (!from) return missing('from');
  if (!to) return missing('to');
  for (const family of FAMILIES) {
    const there = family.toBase[from];
    const back = family.fromBase[to];
    if (there && back) return ok(`${TAG} ${value} ${from} = ${Math.round(back(there(value)) * 100) / 100} ${to}`);
  }
  return fail(`Cannot convert from "${from}" to "${to}"`);
}

export const WEATHER_TOOLS: Record<string, (args: DemoArgs) => DemoToolResult> = {
  get_weather: getWeather,
  get_forecast: getForecast,
  get_air_quality: getAirQuality,
  get_sunrise_sunset: getSunriseSunset,
  get_weather_alerts: getWeatherAlerts,
  geocode_address: geocodeAddress,
  get_current_time: getCurrentTime,
  convert_units: convertUnits,
};

export function runWeatherTool(name: string, input: unknown): DemoToolResult | undefined {
  return Object.hasOwn(WEATHER_TOOLS, name) ? WEATHER_TOOLS[name]!(asArgs(input)) : undefined;
}
