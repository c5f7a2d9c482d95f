/**
 * Interns substrings of texts to dense ids without slicing them out first. An index build over
 * 10,000 tools meets about a million words but only a few thousand distinct ones; hashing the
 * characters in place saves a string allocation and a Map lookup per word.
 */
export class WordTable {
  private words: string[] = [];
  private slots = new Int32Array(1 << 12); // id + 1, 0 = empty
  private mask = (1 << 12) - 1;

  get size(): number {
    return this.words.length;
  }

  word(id: number): string {
    return this.words[id]!;
  }

  /** Id of `text.slice(start, end)`, added if new. */
  intern(text: string, start: number, end: number): number {
    let h = 0x811c9dc5;
    for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    const length = end - start;
    for (let slot = h & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot]!;
      if (entry === 0) {
        const id = this.words.length;
        this.words.push(text.slice(start, end));
        this.slots[slot] = id + 1;
        if (this.words.length * 2 > this.slots.length) this.grow();
        return id;
      }
      const candidate = this.words[entry - 1]!;
      if (candidate.length === length && sameChars(candidate, text, start, length)) return entry - 1;
    }
  }

  private grow(): void {
    const size = this.slots.length * 2;
    this.slots = new Int32Array(size);
    this.mask = size - 1;
    this.words.forEach((word, id) => {
      let h = 0x811c9dc5;
      for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
      let slot = h & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = id + 1;
    });
  }
}

function sameChars(word: string, text: string, start: number, length: number): boolean {
  for (let i = 0; i < length; i++) {
    if (word.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  }
  return true;
}
