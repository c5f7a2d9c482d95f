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
import { yours } from './yours';
import { teach } from './teach';

/** Every string the UI shows, one file a page. A second language is a second object of this shape. */
export const en = { ...common, player, steps, plain, teach, library, search, catalogs, compare, budget, live, files, report, yours, catalogInput };

export type Dictionary = typeof en;
