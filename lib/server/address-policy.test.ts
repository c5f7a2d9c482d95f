import { describe, expect, it } from 'vitest';
import { addressRefusal, allowPrivateFrom, classifyAddress } from './address-policy';

describe('which addresses the server may connect to for a user', () => {
  it('classifies IPv4', () => {
    expect(classifyAddress('93.184.216.34')).toBe('public');
    expect(classifyAddress('127.0.0.1')).toBe('loopback');
    expect(classifyAddress('127.8.9.10')).toBe('loopback');
    expect(classifyAddress('10.1.2.3')).toBe('private');
    expect(classifyAddress('172.16.0.1')).toBe('private');
    expect(classifyAddress('172.32.0.1')).toBe('public');
    expect(classifyAddress('192.168.1.1')).toBe('private');
    expect(classifyAddress('169.254.1.1')).toBe('link-local');
    expect(classifyAddress('169.254.169.254')).toBe('metadata');
    expect(classifyAddress('100.64.0.1')).toBe('cgnat');
    expect(classifyAddress('100.100.100.200')).toBe('metadata');
    expect(classifyAddress('0.0.0.0')).toBe('unspecified');
    expect(classifyAddress('224.0.0.1')).toBe('multicast');
    expect(classifyAddress('255.255.255.255')).toBe('reserved');
    expect(classifyAddress('192.0.2.10')).toBe('documentation');
    expect(classifyAddress('256.1.1.1')).toBe('invalid');
    expect(classifyAddress('example.com')).toBe('invalid');
  });

  it('classifies IPv6, and the IPv4 addresses IPv6 can carry', () => {
    expect(classifyAddress('2606:4700::6810:84e5')).toBe('public');
    expect(classifyAddress('::1')).toBe('loopback');
    expect(classifyAddress('[::1]')).toBe('loopback');
    expect(classifyAddress('::')).toBe('unspecified');
    expect(classifyAddress('fd12:3456::1')).toBe('private');
    expect(classifyAddress('fe80::1%eth0')).toBe('link-local');
    expect(classifyAddress('fd00:ec2::254')).toBe('metadata');
    expect(classifyAddress('ff02::1')).toBe('multicast');
    expect(classifyAddress('::ffff:127.0.0.1')).toBe('loopback');
    expect(classifyAddress('::ffff:7f00:1')).toBe('loopback');
    expect(classifyAddress('::ffff:169.254.169.254')).toBe('metadata');
    expect(classifyAddress('64:ff9b::10.0.0.1')).toBe('private');
    expect(classifyAddress('2002:7f00:1::')).toBe('loopback');
    expect(classifyAddress('2001:db8::1')).toBe('documentation');
    expect(classifyAddress('1:2:3:4:5:6:7:8:9')).toBe('invalid');
  });

  it('refuses all but public addresses; the operator’s variable opens their own networks, never metadata', () => {
    expect(addressRefusal('93.184.216.34', false)).toBeUndefined();
    for (const ip of ['127.0.0.1', '10.0.0.1', '169.254.10.10', '100.64.1.1', '::1', 'fd00::1']) {
      expect(addressRefusal(ip, false)).toBeDefined();
      expect(addressRefusal(ip, true)).toBeUndefined();
    }
    for (const ip of ['169.254.169.254', 'fd00:ec2::254', '0.0.0.0', '224.0.0.1', '240.0.0.1']) expect(addressRefusal(ip, true)).toBeDefined();
  });

  it('reads MCP_CONNECT_ALLOW_PRIVATE', () => {
    expect(allowPrivateFrom('1')).toBe(true);
    expect(allowPrivateFrom(' true ')).toBe(true);
    expect(allowPrivateFrom(undefined)).toBe(false);
    expect(allowPrivateFrom('0')).toBe(false);
    expect(allowPrivateFrom('')).toBe(false);
  });
});
