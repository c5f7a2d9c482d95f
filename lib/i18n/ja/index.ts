import type { Dictionary } from '../en';
import { budget } from './budget';
import { catalogInput } from './catalog-input';
import { catalogs } from './catalogs';
import { common } from './common';
import { compare } from './compare';
import { files } from './files';
import { library } from './library';
import { live } from './live';
import { plain } from './plain';
import { player } from './player';
import { report } from './report';
import { search } from './search';
import { steps } from './steps';
import { teach } from './teach';
import { yours } from './yours';

/** Same split and shape as en: a key missing here fails the type check. */
export const ja: Dictionary = { ...common, player, steps, plain, teach, library, search, catalogs, compare, budget, live, files, report, yours, catalogInput };
