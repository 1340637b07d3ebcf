/** An exact rational number over bigints, always in lowest terms with a positive denominator. */
export class Fraction {
  static readonly ZERO = new Fraction(0n, 1n);
  static readonly ONE = new Fraction(1n, 1n);

  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  static of(num: bigint | number, den: bigint | number = 1n): Fraction {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError('zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n < 0n ? -n : n, d);
    return g > 1n ? new Fraction(n / g, d / g) : new Fraction(n, d);
  }

  add(o: Fraction): Fraction {
    return Fraction.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }

  sub(o: Fraction): Fraction {
    return Fraction.of(this.num * o.den - o.num * this.den, this.den * o.den);
  }

  mul(o: Fraction | bigint | number): Fraction {
    return o instanceof Fraction ? Fraction.of(this.num * o.num, this.den * o.den) : Fraction.of(this.num * BigInt(o), this.den);
  }

  div(o: Fraction | bigint | number): Fraction {
    return o instanceof Fraction ? Fraction.of(this.num * o.den, this.den * o.num) : Fraction.of(this.num, this.den * BigInt(o));
  }

  compare(o: Fraction): number {
    const l = this.num * o.den;
    const r = o.num * this.den;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  isZero(): boolean {
    return this.num === 0n;
  }

  /** Exact decimal text rounded half away from zero to `digits` places. */
  toFixed(digits: number): string {
    const negative = this.num < 0n;
    const n = negative ? -this.num : this.num;
    const scale = 10n ** BigInt(digits);
    const scaled = (2n * n * scale + this.den) / (2n * this.den);
    const whole = (scaled / scale).toString();
    const frac = digits > 0 ? `.${(scaled % scale).toString().padStart(digits, '0')}` : '';
    return `${negative && scaled !== 0n ? '-' : ''}${whole}${frac}`;
  }

  /** A double close to the value (17 significant digits, so huge numerators and denominators are fine). */
  toNumber(): number {
    if (this.num === 0n) return 0;
    const n = this.num < 0n ? -this.num : this.num;
    const k = Math.max(0, 18 + this.den.toString().length - n.toString().length);
    const q = (n * 10n ** BigInt(k)) / this.den;
    return Number.parseFloat(`${q}e-${k}`) * (this.num < 0n ? -1 : 1);
  }

  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
