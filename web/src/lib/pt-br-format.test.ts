import { seededRandom } from "@chefzap/shared";
import { describe, expect, it } from "vitest";
import {
  formatCentsBRL,
  formatDateLocal,
  formatDateUTC,
  formatDayMonthTimeLocal,
  formatDayMonthUTC,
  formatList,
  formatLongDateUTC,
  formatNumber,
  formatTimeLocal,
  type NumberOptions,
} from "./pt-br-format";

// Node carries full ICU: every expectation here is what Intl itself prints for pt-BR.
const intlNumber = (value: number, options?: NumberOptions) =>
  new Intl.NumberFormat("pt-BR", options).format(value);

/** Each value under each precision the app uses, compared to Intl; the mismatches, so a failure shows them. */
function mismatches(values: readonly number[], optionSets: readonly (NumberOptions | undefined)[]) {
  const wrong: string[] = [];
  for (const options of optionSets) {
    const formatters = new Intl.NumberFormat("pt-BR", options);
    for (const value of values) {
      const ours = formatNumber(value, options);
      const theirs = formatters.format(value);
      if (ours !== theirs) wrong.push(`${value} ${JSON.stringify(options)}: ${ours} ≠ ${theirs}`);
    }
  }
  return wrong.slice(0, 20);
}

const OPTION_SETS: (NumberOptions | undefined)[] = [
  undefined,
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 1 },
  { minimumFractionDigits: 1, maximumFractionDigits: 4 },
  { maximumFractionDigits: 20 },
];

describe("formatNumber", () => {
  it("writes what Intl writes for the examples the app shows", () => {
    expect(formatNumber(1234)).toBe("1.234");
    expect(formatNumber(1850, { maximumFractionDigits: 0 })).toBe("1.850");
    expect(formatNumber(1234.5)).toBe("1.234,5");
    expect(formatNumber(4.7, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe("4,7");
    expect(formatNumber(4, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe("4,0");
    expect(formatNumber(-0.2, { maximumFractionDigits: 0 })).toBe("-0");
    expect(formatNumber(1.005, { maximumFractionDigits: 2 })).toBe("1,01");
  });

  it("matches Intl on integers from 0 to 100000 and their negatives", () => {
    const values: number[] = [];
    for (let n = 0; n <= 100_000; n += n < 2000 ? 1 : 37) values.push(n, -n);
    values.push(100_000, -100_000, 999, 1000, 9999, 10_000, 99_999);
    expect(mismatches(values, [undefined, { maximumFractionDigits: 0 }])).toEqual([]);
  });

  it("matches Intl on seeded random decimals of every size, at every precision", () => {
    const random = seededRandom(20_261_124);
    const values: number[] = [];
    for (let i = 0; i < 4000; i++) {
      const magnitude = 10 ** Math.floor(random() * 12 - 4);
      const value = random() * magnitude;
      values.push(value, -value);
      // Values with few decimals, as nutrition figures and averages are: 70.5, 12.35, 3.125.
      const places = Math.floor(random() * 4);
      const short = Math.round(random() * 10 ** (places + 4)) / 10 ** places;
      values.push(short, -short);
    }
    expect(mismatches(values, OPTION_SETS)).toEqual([]);
  });

  it("rounds half away from zero on the decimal digits, as Intl does (not as toFixed does)", () => {
    const values: number[] = [];
    for (let n = 0; n <= 200; n++) {
      values.push(n + 0.5, n + 0.05, n + 0.005, n + 0.0005, n + 0.15, n + 0.25, n + 0.35, n + 0.45);
      values.push(n / 8, n / 3, n / 7, n * 0.1, n * 1.1);
    }
    values.push(1.005, 1.0005, 0.0004, 0.0005, 0.0015, 9.9995, 99.95, 999.95, 0.95, 0.995, 2.675, 1.45);
    values.push(0.1 + 0.2, 8.345, 1.255, 4.35, 1e-7, 5e-324, Number.MIN_VALUE, Number.EPSILON);
    const withNegatives = values.flatMap((value) => [value, -value]);
    expect(mismatches(withNegatives, OPTION_SETS)).toEqual([]);
  });

  it("matches Intl on large numbers, zeros, and what is not a number", () => {
    const values = [
      0,
      -0,
      -0.2,
      -0.0004,
      123_456_789,
      123_456_789_012,
      2 ** 53,
      2 ** 53 + 2,
      2 ** 70,
      1e21,
      1.5e22,
      123_456_789.987_654_3,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_VALUE,
      NaN,
      Infinity,
    ];
    const withNegatives = values.flatMap((value) => [value, -value]);
    expect(mismatches(withNegatives, OPTION_SETS)).toEqual([]);
  });

  it("refuses fraction digits Intl refuses", () => {
    expect(() => formatNumber(1, { minimumFractionDigits: 2, maximumFractionDigits: 1 })).toThrow(RangeError);
    expect(() => intlNumber(1, { minimumFractionDigits: 2, maximumFractionDigits: 1 })).toThrow(RangeError);
    expect(() => formatNumber(1, { maximumFractionDigits: 101 })).toThrow(RangeError);
  });
});

describe("formatCentsBRL", () => {
  const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

  it("is Intl's BRL byte for byte, no-break space after R$ included", () => {
    expect(formatCentsBRL(990)).toBe("R$\u00a09,90");
    expect(formatCentsBRL(123_456)).toBe("R$\u00a01.234,56");
    expect(formatCentsBRL(-990)).toBe("-R$\u00a09,90");
  });

  it("matches Intl over whole and odd centavos, negatives and large sums", () => {
    const random = seededRandom(990);
    const values = [0, -0, 1, 5, 10, 99, 100, 101, 1000, 99_999, 100_000, 1e12, 0.5, 0.4, -0.4, 100.5, NaN];
    for (let cents = 0; cents <= 20_000; cents += 7) values.push(cents);
    for (let i = 0; i < 3000; i++) values.push(Math.floor(random() * 10 ** Math.ceil(random() * 11)));
    for (let i = 0; i < 500; i++) values.push(random() * 10_000);
    const wrong = values
      .flatMap((cents) => [cents, -cents])
      .filter((cents) => formatCentsBRL(cents) !== brl.format(cents / 100))
      .map((cents) => `${cents}: ${formatCentsBRL(cents)} ≠ ${brl.format(cents / 100)}`);
    expect(wrong.slice(0, 20)).toEqual([]);
  });
});

describe("formatList", () => {
  const list = new Intl.ListFormat("pt-BR", { type: "conjunction" });

  it("joins as Intl does for none, one, two and many items", () => {
    expect(formatList(["peso", "altura", "idade"])).toBe("peso, altura e idade");
    const items = ["peso", "altura", "idade", "sexo", "nível de atividade", "objetivo"];
    for (let n = 0; n <= items.length; n++) {
      expect(formatList(items.slice(0, n))).toBe(list.format(items.slice(0, n)));
    }
    expect(formatList(["a, b", "c e d"])).toBe(list.format(["a, b", "c e d"]));
  });
});

/** Dates across the years, every month, every hour and minute the seed gives, plus edges. */
function sampleDates(): Date[] {
  const random = seededRandom(31);
  const dates = [
    new Date("2026-11-24T00:00:00Z"),
    new Date("2026-01-01T00:00:00Z"),
    new Date("2025-12-31T23:59:59.999Z"),
    new Date("2024-02-29T12:00:00Z"),
    new Date("2026-03-08T02:30:00Z"),
    new Date("2026-11-01T03:00:00Z"),
    new Date("1970-01-01T00:00:00Z"),
    new Date("0099-06-15T12:00:00Z"),
    new Date("9999-12-31T23:59:00Z"),
  ];
  for (let year = 1990; year <= 2040; year++) {
    for (let month = 0; month < 12; month++) {
      const day = 1 + Math.floor(random() * 28);
      dates.push(new Date(Date.UTC(year, month, day, Math.floor(random() * 24), Math.floor(random() * 60))));
      // The first and last instants of a month, where a time zone moves the day and the month.
      dates.push(new Date(Date.UTC(year, month, 1)), new Date(Date.UTC(year, month + 1, 1) - 1));
    }
  }
  return dates;
}

function dateMismatches(ours: (date: Date) => string, options: Intl.DateTimeFormatOptions) {
  const intl = new Intl.DateTimeFormat("pt-BR", options);
  return sampleDates()
    .filter((date) => ours(date) !== intl.format(date))
    .map((date) => `${date.toISOString()}: ${ours(date)} ≠ ${intl.format(date)}`)
    .slice(0, 20);
}

/** Runs `check` with the process in each time zone (Node rereads TZ when it changes), then restores it. */
function inTimeZones(zones: readonly string[], check: (zone: string) => void) {
  const original = process.env.TZ;
  try {
    for (const zone of zones) {
      process.env.TZ = zone;
      check(zone);
    }
  } finally {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  }
}

const ZONES = [
  "UTC",
  "America/Sao_Paulo",
  "America/Manaus",
  "America/Noronha",
  "Asia/Kolkata",
  "Pacific/Auckland",
];

describe("UTC dates", () => {
  it("match Intl's pt-BR formats read in UTC, whatever the device's zone", () => {
    expect(formatDateUTC(new Date("2026-03-23T00:00:00Z"))).toBe("23/03/2026");
    expect(formatDayMonthUTC(new Date("2026-03-23T00:00:00Z"))).toBe("23/03");
    expect(formatLongDateUTC(new Date("2026-11-24"))).toBe("24 de novembro de 2026");
    inTimeZones(["America/Sao_Paulo", "Pacific/Auckland"], () => {
      expect(dateMismatches(formatDateUTC, { timeZone: "UTC" })).toEqual([]);
      expect(
        dateMismatches(formatDayMonthUTC, { timeZone: "UTC", day: "2-digit", month: "2-digit" }),
      ).toEqual([]);
      expect(
        dateMismatches(formatLongDateUTC, {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }),
      ).toEqual([]);
    });
  });
});

describe("local dates and times", () => {
  it("match Intl's pt-BR formats in the device's zone, in zones either side of UTC", () => {
    inTimeZones(ZONES, (zone) => {
      // The zone really changed, or the comparison below would only ever test UTC.
      const offset = new Date("2026-06-01T12:00:00Z").getTimezoneOffset();
      expect(offset === 0).toBe(zone === "UTC");
      expect(dateMismatches(formatDateLocal, {})).toEqual([]);
      expect(dateMismatches(formatTimeLocal, { hour: "2-digit", minute: "2-digit" })).toEqual([]);
      expect(
        dateMismatches(formatDayMonthTimeLocal, {
          day: "2-digit",
          month: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
        }),
      ).toEqual([]);
    });
  });

  it("shows midnight as 00:00 and a day's date before its time", () => {
    inTimeZones(["America/Sao_Paulo"], () => {
      expect(formatTimeLocal(new Date("2026-11-22T03:00:00Z"))).toBe("00:00");
      expect(formatDayMonthTimeLocal(new Date("2026-11-22T17:05:00Z"))).toBe("22/11, 14:05");
      expect(formatDateLocal(new Date("2026-01-01T02:00:00Z"))).toBe("31/12/2025");
    });
  });

  it("refuses an invalid date as Intl does", () => {
    const invalid = new Date("not a date");
    expect(() => new Intl.DateTimeFormat("pt-BR").format(invalid)).toThrow(RangeError);
    for (const format of [
      formatDateLocal,
      formatDateUTC,
      formatDayMonthUTC,
      formatTimeLocal,
      formatLongDateUTC,
    ]) {
      expect(() => format(invalid)).toThrow(RangeError);
    }
    expect(() => formatDayMonthTimeLocal(invalid)).toThrow(RangeError);
  });
});
