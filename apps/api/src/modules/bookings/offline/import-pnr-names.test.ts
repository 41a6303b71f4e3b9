import { describe, expect, it } from 'vitest';
import { nameParts } from './import-pnr';

describe("a PNR's passenger names", () => {
  it('reads the family name, the given names and a title airlines use', () => {
    expect(nameParts('QURESHI/SADIA MRS')).toEqual({ family: 'QURESHI', given: 'SADIA', title: 'mrs' });
    expect(nameParts('TARIQ/HAMZA ALI MSTR')).toEqual({ family: 'TARIQ', given: 'HAMZA ALI', title: 'mstr' });
  });

  it('guesses no title: a last given name is not one', () => {
    expect(nameParts('KHAN/MUHAMMAD ALI')).toEqual({ family: 'KHAN', given: 'MUHAMMAD ALI', title: '' });
    expect(nameParts('KHAN/IMRAN')).toEqual({ family: 'KHAN', given: 'IMRAN', title: '' });
    expect(nameParts('KHAN/ALI CONSTRUCTOR')).toEqual({ family: 'KHAN', given: 'ALI CONSTRUCTOR', title: '' });
  });
});
