#!/usr/bin/env python3
"""Generate test/unit/numeric_cases.inc for numeric_selftest.c.

What this holds: a generator that builds many MLIR attribute literals (float
literals of every builtin float type, hex float bit patterns, integer literals
of many widths and signedness), feeds them to the reference tool
(mlir-opt --split-input-file --mlir-print-op-generic
 -allow-unregistered-dialect), one literal per `"test.cN"() {v = LIT : TYPE}`
chunk, and records what mlir-opt prints for each value (or the error it
reports).  It also writes a second table of decimal -> bits cases whose
expected bits come from an exact rational (fractions.Fraction) model of
APFloat rounding, for xfs_float_from_decimal on every format (mlir-opt itself
never converts decimal text straight to f80/f128: its parser goes through
f64).

Invariants: the output is deterministic (fixed random seed); every literal is
a valid MLIR token sequence (`-`? integer or float literal); the .inc file is
plain C (two arrays of string triples) with no other dependencies.

Usage: python3 test/unit/gen_numeric_cases.py [--mlir-opt PATH] [--out FILE]
"""

import argparse
import os
import random
import re
import struct
import subprocess
import sys
import tempfile
from fractions import Fraction

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

# name: (size, prec, max_exp, min_exp, nonfinite, nanenc, has_zero, has_sign)
SEMS = {
    "f16": (16, 11, 15, -14, "ieee", "ieee", True, True),
    "bf16": (16, 8, 127, -126, "ieee", "ieee", True, True),
    "f32": (32, 24, 127, -126, "ieee", "ieee", True, True),
    "f64": (64, 53, 1023, -1022, "ieee", "ieee", True, True),
    "f80": (80, 64, 16383, -16382, "ieee", "ieee", True, True),
    "f128": (128, 113, 16383, -16382, "ieee", "ieee", True, True),
    "tf32": (19, 11, 127, -126, "ieee", "ieee", True, True),
    "f8E5M2": (8, 3, 15, -14, "ieee", "ieee", True, True),
    "f8E4M3": (8, 4, 7, -6, "ieee", "ieee", True, True),
    "f8E4M3FN": (8, 4, 8, -6, "nanonly", "allones", True, True),
    "f8E5M2FNUZ": (8, 3, 15, -15, "nanonly", "negzero", True, True),
    "f8E4M3FNUZ": (8, 4, 7, -7, "nanonly", "negzero", True, True),
    "f8E4M3B11FNUZ": (8, 4, 4, -10, "nanonly", "negzero", True, True),
    "f8E3M4": (8, 5, 3, -2, "ieee", "ieee", True, True),
    "f8E8M0FNU": (8, 1, 127, -127, "nanonly", "allones", False, False),
    "f6E2M3FN": (6, 4, 2, 0, "finite", "ieee", True, True),
    "f6E3M2FN": (6, 3, 4, -2, "finite", "ieee", True, True),
    "f4E2M1FN": (4, 2, 2, 0, "finite", "ieee", True, True),
}
SMALL = [n for n, s in SEMS.items() if s[0] <= 8]


# --------------------------------------------------------------------------
# Exact model of the formats (finite values only), used to produce literals
# and the decimal -> bits oracle.
# --------------------------------------------------------------------------

def bias(name):
    size, prec, maxe, mine = SEMS[name][:4]
    return -mine if name == "f8E8M0FNU" else 1 - mine


def decode_finite(name, bits):
    """Exact Fraction value of a bit pattern, or None for inf/NaN."""
    size, prec, maxe, mine, nf, nanenc, hz, hs = SEMS[name]
    if name == "f8E8M0FNU":
        if bits == 0xFF:
            return None
        return Fraction(2) ** (bits - 127)
    if name == "f80":
        sig = bits & ((1 << 64) - 1)
        field = (bits >> 64) & 0x7FFF
        sign = (bits >> 79) & 1
        if field == 0x7FFF or (field != 0 and not (sig >> 63)):
            return None
        e = -16382 if field == 0 else field - 16383
        v = Fraction(sig) * Fraction(2) ** (e - 63)
        return -v if sign else v
    t = prec - 1
    eb = size - 1 - t
    trailing = bits & ((1 << t) - 1)
    field = (bits >> t) & ((1 << eb) - 1)
    sign = (bits >> (size - 1)) & 1
    b = 1 - mine
    if nf == "ieee" and field == (1 << eb) - 1:
        return None
    if nanenc == "allones" and field == (1 << eb) - 1 and trailing == (1 << t) - 1:
        return None
    if nanenc == "negzero" and sign and field == 0 and trailing == 0:
        return None
    if field == 0:
        v = Fraction(trailing) * Fraction(2) ** (mine - t)
    else:
        v = Fraction(trailing + (1 << t)) * Fraction(2) ** (field - b - t)
    return -v if sign else v


def encode(name, sign, kind, e=0, m=0):
    """kind: 'zero', 'inf', 'nan', 'largest', 'smallestnorm', 'finite'
    (m = integer significand < 2^prec, value m*2^(e-(prec-1)))."""
    size, prec, maxe, mine, nf, nanenc, hz, hs = SEMS[name]
    if name == "f8E8M0FNU":
        if kind in ("nan", "inf"):
            return 0xFF
        if kind in ("zero", "smallestnorm"):
            return 0
        return e + 127  # sign ignored here; callers avoid negative E8M0
    if kind == "inf" and nf == "nanonly":
        kind = "nan"
    if name == "f80":
        if kind == "zero":
            field, sig = 0, 0
        elif kind == "inf":
            field, sig = 0x7FFF, 1 << 63
        elif kind == "nan":
            field, sig = 0x7FFF, 3 << 62
        else:
            field = e + 16383
            sig = m
            if field == 1 and not (sig >> 63):
                field = 0
        return (sign << 79) | (field << 64) | sig
    t = prec - 1
    eb = size - 1 - t
    b = 1 - mine
    if kind == "zero":
        if nanenc == "negzero":
            sign = 0
        return sign << (size - 1)
    if kind == "nan":
        if nanenc == "negzero":
            return 1 << (size - 1)
        if nanenc == "allones":
            return (sign << (size - 1)) | ((1 << (size - 1)) - 1)
        return (sign << (size - 1)) | (((1 << eb) - 1) << t) | (1 << (t - 1))
    if kind == "inf":
        return (sign << (size - 1)) | (((1 << eb) - 1) << t)
    field = e + b
    if field == 1 and not (m >> t):
        field = 0
    return (sign << (size - 1)) | (field << t) | (m & ((1 << t) - 1))


def round_fraction(name, v, neg=False):
    """Correctly rounded (ties to even) bits of Fraction v, APFloat style;
    neg gives the sign of a zero."""
    size, prec, maxe, mine, nf, nanenc, hz, hs = SEMS[name]
    sign = 1 if v < 0 or (v == 0 and neg) else 0
    a = -v if sign else v
    if a == 0:
        return encode(name, sign, "zero") if hz else encode(name, 0, "smallestnorm")
    # exponent of leading bit
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1

    def overflow():
        if nf == "ieee":
            return encode(name, sign, "inf")
        if nf == "nanonly":
            return encode(name, sign, "nan")
        return encode(name, sign, "finite", maxe, (1 << prec) - 1)

    if e > maxe:
        return overflow()
    eres = max(e, mine)
    ulp = Fraction(2) ** (eres - (prec - 1))
    q = a / ulp
    m = q.numerator // q.denominator
    r = q - m
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and (m & 1)):
        m += 1
    if m == (1 << prec):
        m >>= 1
        eres += 1
        if eres > maxe:
            return overflow()
    if nanenc == "allones" and nf == "nanonly" and prec > 1 and eres == maxe \
            and m == (1 << prec) - 1:
        return overflow()
    if m == 0:
        return encode(name, sign, "zero") if hz else encode(name, 0, "smallestnorm")
    return encode(name, sign, "finite", eres, m)


def exact_decimal(v):
    """Exact decimal text of a dyadic Fraction, MLIR float-literal form."""
    sign = "-" if v < 0 else ""
    v = abs(v)
    den = v.denominator
    k = 0
    while den > 1:
        den //= 2
        k += 1
    digits = str(v.numerator * 5 ** k)
    if k == 0:
        return sign + digits + ".0"
    if len(digits) <= k:
        digits = "0" * (k - len(digits) + 1) + digits
    ip, fp = digits[:-k], digits[-k:]
    fp = fp.rstrip("0") or "0"
    return sign + ip + "." + fp


def sci(v, ndig):
    """v (Fraction) as d.ddd...e+X with ndig significant digits, rounded."""
    if v == 0:
        return "0." + "0" * max(ndig - 1, 1) + "e+00"
    sign = "-" if v < 0 else ""
    v = abs(v)
    e = len(str(v.numerator)) - len(str(v.denominator))
    while Fraction(10) ** e > v:
        e -= 1
    while Fraction(10) ** (e + 1) <= v:
        e += 1
    q = v / Fraction(10) ** (e - ndig + 1)
    m = round(q)
    if len(str(m)) > ndig:
        m = round(q / 10)
        e += 1
    s = str(m)
    return "%s%s.%se%+d" % (sign, s[0], s[1:] or "0", e)


# --------------------------------------------------------------------------
# Case construction
# --------------------------------------------------------------------------

def float_cases(rng):
    cases = []
    add = lambda t, lit: cases.append((t, lit))

    # Every bit pattern of the 8/6/4-bit formats, as hex.
    for t in SMALL:
        size = SEMS[t][0]
        for b in range(1 << size):
            add(t, "0x%X" % b)
        add(t, "0x%X" % (1 << size))  # out of range
    # Random and special bit patterns of wider formats.
    for t, n in (("f16", 700), ("bf16", 500), ("tf32", 400), ("f32", 600),
                 ("f64", 600), ("f80", 400), ("f128", 400)):
        size = SEMS[t][0]
        for _ in range(n):
            b = rng.getrandbits(size)
            if rng.random() < 0.3:  # bias toward small exponents / denormals
                b &= ~(((1 << (size - 1)) - 1) ^ ((1 << (size // 2)) - 1))
            add(t, "0x%X" % b)
        prec = SEMS[t][1]
        t_bits = prec - 1 if t != "f80" else 64
        specials = [0, 1, 2, 3, (1 << t_bits) - 1, 1 << t_bits,
                    (1 << (size - 1)) - 1, 1 << (size - 1),
                    (1 << size) - 1, (1 << (size - 1)) + 1]
        if t != "f80":
            emax = ((1 << (size - 1 - t_bits)) - 1) << t_bits
            specials += [emax, emax | 1, emax | (1 << (t_bits - 1)),
                         emax - 1, emax - (1 << t_bits)]
        else:
            specials += [0x7FFF << 64 | (1 << 63), 0x7FFF << 64,
                         0x7FFF << 64 | (3 << 62), 0x7FFF << 64 | 1,
                         0x3FFF << 64, 0x3FFF << 64 | (1 << 63),
                         1 << 63, 0x8000 << 64 | (1 << 63), 0x7FFE << 64 | ((1 << 64) - 1),
                         0x4000 << 64 | 1]
        for b in specials:
            add(t, "0x%X" % (b & ((1 << size) - 1)))
        add(t, "0x%X" % (1 << size))  # out of range
        add(t, "0x" + "0" * 40 + "1")  # leading zeros
    add("f32", "-0x7FC00000")
    add("f64", "5")
    add("f16", "-5")
    add("f32", "0")

    # Decimal literals for the small formats: exact values, midpoints
    # (exact and perturbed), and short roundings.
    def finite_values(t):
        vals = set()
        size = SEMS[t][0]
        if size <= 8:
            pats = range(1 << size)
        else:
            pats = [rng.getrandbits(size) for _ in range(120)]
            pats += list(range(0, 40)) + [((1 << (size - 1)) - 1) - i for i in range(0, 60)]
        for b in pats:
            v = decode_finite(t, b)
            if v is not None and v >= 0:
                vals.add(v)
        return sorted(vals)

    for t in list(SMALL) + ["f16", "bf16", "tf32"]:
        vals = finite_values(t)
        pick = vals if len(vals) <= 130 else rng.sample(vals, 130)
        for v in pick:
            add(t, exact_decimal(v))
            if rng.random() < 0.5 and SEMS[t][7]:
                add(t, exact_decimal(-v))
            for nd in (1, 2, 3, 6, 9):
                if rng.random() < 0.25:
                    add(t, sci(v, nd))
        for a, b in zip(vals, vals[1:]):
            if len(vals) > 130 and rng.random() > 0.25:
                continue
            mid = (a + b) / 2
            add(t, exact_decimal(mid))
            if SEMS[t][7] and rng.random() < 0.3:
                add(t, exact_decimal(-mid))
            eps = (b - a) / 1000
            add(t, sci(mid + eps, 12))
            add(t, sci(mid - eps, 12))
            # Double rounding: within half an f64 ulp of the midpoint.
            if mid != 0:
                tiny = mid / Fraction(2 ** 60)
                add(t, sci(mid + tiny, 25))
                add(t, sci(mid - tiny, 25))
        top = vals[-1]
        add(t, exact_decimal(top * 2))
        add(t, exact_decimal(top * Fraction(3, 2)))
        add(t, sci(top * 1000, 6))
        add(t, "1.0e400")
        add(t, "-1.0e400")
        add(t, "1.0e-400")
        add(t, "-1.0e-400")
        add(t, "0.0")
        add(t, "-0.0")

    # f32 / f64: random decimal strings, edges, long and halfway strings.
    for t in ("f32", "f64", "f80", "f128", "f16", "bf16"):
        for _ in range(250 if t in ("f32", "f64") else 60):
            nd = rng.choice([1, 2, 3, 5, 7, 9, 12, 15, 16, 17, 18, 20, 25, 40])
            digits = "".join(rng.choice("0123456789") for _ in range(nd))
            digits = str(rng.randint(1, 9)) + digits[1:]
            if t == "f32" or t in ("f16", "bf16"):
                ex = rng.randint(-50, 40)
            else:
                ex = rng.randint(-330, 310)
            lit = "%s.%se%d" % (digits[0], digits[1:] or "0", ex)
            if rng.random() < 0.3:
                lit = "-" + lit
            add(t, lit)
    edges = {
        "f32": ["3.4028234663852886e38", "3.4028235e38", "3.40282357e38",
                "3.4028236e38", "1.17549435e-38", "1.1754942e-38",
                "1.401298464324817e-45", "7.006492321624085e-46",
                "7.006492321624086e-46", "1.0e-45", "0.1", "0.2", "0.3",
                "16777217.0", "16777216.0", "33554435.0", "1.0e10",
                "123456789.0", "3.14159265358979", "2.718281828",
                "1.5", "100.0", "0.001", "1.0e-5", "65504.0", "1.e5", "1.",
                "00.5e-0", "1.0E+10", "1.0e+10", "1.0e-0", "0.000001",
                "999999.5", "9999995.0", "0.00001", "1234567.0", "12345678.0"],
        "f64": ["1.7976931348623157e308", "1.7976931348623158e308",
                "1.7976931348623159e308", "4.9406564584124654e-324",
                "2.4703282292062327e-324", "2.4703282292062328e-324",
                "2.2250738585072011e-308", "2.2250738585072014e-308",
                "2.2250738585072012e-308", "1.0e308", "1.0e-308", "0.1",
                "9007199254740993.0", "9007199254740992.0",
                "9007199254740995.0", "1.0e23", "8.98846567431158e307",
                "1.0e24000", "1.0e-24000", "1.0e99999", "1.0e-99999",
                "0.0e99999", "123456789012345678901234567890.0",
                "0.30000000000000004", "5.0e-324", "1.0e22", "1.0e-22",
                "1.797693134862315708145274237317043567981e308",
                "1.797693134862315807937289714053034150799e308"],
    }
    for t, lits in edges.items():
        for lit in lits:
            add(t, lit)
            add(t, "-" + lit)
    # exact f64 halfway points (long expansions)
    for m, e in ((1, -1075), (3, -1075), (2 ** 53 + 1, -53), (2 ** 53 * 2 - 1, 971 - 53),
                 (2 ** 53 + 1, -1022 - 53), (5, -1076)):
        v = Fraction(m) * Fraction(2) ** e
        lit = exact_decimal(v)
        add("f64", lit)
        # and just above / below it
        if "." in lit:
            add("f64", lit + "1")
        add("f64", sci(v, 17))
    # very long digit strings
    add("f64", "1." + "0" * 800 + "1")
    add("f64", "0." + "0" * 400 + "1" + "7" * 300)
    add("f32", "9" * 60 + ".0")
    add("f16", "65519.99999999999999999999")
    add("f16", "65520.0")
    add("f16", "65519.0")
    add("f16", "0.000000059604644775390625")
    add("f16", "0.0000000298023223876953125")
    add("f16", "0.0000000298023223876953126")
    # Padding boundaries of the default APFloat::toString form (taken when
    # the 6-digit form does not round-trip): trailing zeros (exp >= 0) and
    # leading zeros after the point (MSD < 0), around FormatMaxPadding = 3.
    for t in ("f32", "f64", "f16", "bf16", "tf32"):
        for mant in ("1234567", "12345678", "1234567891", "123", "100000001",
                     "1001", "123456789012345", "98765432109876543"):
            for k in range(-10, 9):
                if k >= 0:
                    lit = mant + "0" * k + ".0"
                else:
                    digits = mant.rjust(-k + 1, "0")
                    lit = digits[:k] + "." + digits[k:]
                add(t, lit)
    # APFloat saturates explicit exponents at 24000 before applying the
    # position of the decimal point, so this is 1.0, not 0.1.
    add("f64", "1" + "0" * 24000 + ".0e-24001")
    add("f64", "1" + "0" * 24000 + ".0e-24000")
    # LLVM 22 accepts negative f8E8M0FNU literals (APFloat keeps a sign it
    # cannot encode), and converts inf into finite-only formats unchecked.
    for lit in ("-1.0", "-1.5", "-3.0", "-0.75", "-1.7e38", "-5.0e-39",
                "-6.0e-39", "-1.0e-39", "-2.0e38", "-1.0e39"):
        add("f8E8M0FNU", lit)
    for t in ("f4E2M1FN", "f6E2M3FN", "f6E3M2FN"):
        for lit in ("1.0e308", "1.8e308", "-1.8e308", "1.0e24000", "5.0e-324"):
            add(t, lit)
    # wide formats through the f64 path
    for t in ("f80", "f128"):
        for lit in ("0.1", "1.0", "3.14159265358979323846264338327950288",
                    "1.0e308", "1.0e-308", "1.0e400", "4.9406564584124654e-324",
                    "123456789.0", "1.5e300", "0.5", "1.0e-5", "65536.0",
                    "1.e10", "2.5", "1.0e20", "1.0e21", "1.0e17"):
            add(t, lit)
            add(t, "-" + lit)
    return cases


def int_cases(rng):
    cases = []
    add = lambda t, lit: cases.append((t, lit))
    widths = [1, 2, 3, 7, 8, 9, 16, 31, 32, 33, 63, 64, 65, 80, 127, 128, 129,
              200, 256, 1000]
    for w in widths:
        for prefix in ("i", "si", "ui"):
            t = "%s%d" % (prefix, w)
            vals = {0, 1, 2, (1 << w) - 1, 1 << w, (1 << (w - 1)),
                    (1 << (w - 1)) - 1, (1 << (w - 1)) + 1, (1 << w) + 1}
            for _ in range(6):
                vals.add(rng.getrandbits(w))
                vals.add(rng.getrandbits(max(1, w // 2)))
            for v in sorted(vals):
                if v < 0:
                    continue
                add(t, str(v))
                add(t, "-" + str(v))
                if rng.random() < 0.5:
                    add(t, "0x%X" % v)
                if rng.random() < 0.2:
                    add(t, "0x%x" % v)
                if rng.random() < 0.2:
                    add(t, "-0x%X" % v)
                if rng.random() < 0.1:
                    add(t, "000" + str(v))
    for lit in ("0", "1", "-1", "9223372036854775807", "9223372036854775808",
                "-9223372036854775808", "-9223372036854775809",
                "0x7FFFFFFFFFFFFFFF", "0x8000000000000000",
                "18446744073709551615"):
        add("index", lit)
    add("i0", "0")
    add("i0", "1")
    add("i0", "-0")
    add("i8", "0x" + "0" * 50 + "FF")
    add("i8", "0" * 50 + "255")
    add("i4096", "1" + "0" * 1200)
    add("i4096", "-1" + "0" * 1200)
    add("i4096", str(2 ** 4095))
    add("i4096", "-" + str(2 ** 4095))
    add("i4096", str(2 ** 4096 - 1))
    add("ui4096", str(2 ** 4096 - 1))
    add("si4096", str(2 ** 4095 - 1))
    add("si4096", str(2 ** 4095))
    return cases


# --------------------------------------------------------------------------
# Running mlir-opt
# --------------------------------------------------------------------------

LINE_RE = re.compile(r'^\s*"test\.c(\d+)"\(\) \{v = (.*)\} : \(\) -> \(\)\s*$')
ERR_RE = re.compile(r'^[^:\n]*:(\d+):\d+: error: (.*)$', re.M)


def run_batch(mlir_opt, batch, base):
    """batch: list of (type, lit); returns list of expected strings."""
    lines = []
    line_of = {}
    for i, (t, lit) in enumerate(batch):
        if lines:
            lines.append("// -----")
        line_of[len(lines) + 1] = i
        lines.append('"test.c%d"() {v = %s : %s} : () -> ()' % (base + i, lit, t))
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    try:
        p = subprocess.run([mlir_opt, "--split-input-file",
                            "--mlir-print-op-generic",
                            "-allow-unregistered-dialect", path],
                           capture_output=True, text=True)
    finally:
        os.unlink(path)
    out = [None] * len(batch)
    for line in p.stdout.splitlines():
        m = LINE_RE.match(line)
        if m:
            i = int(m.group(1)) - base
            val = m.group(2)
            t = batch[i][0]
            suffix = " : " + t
            if val.endswith(suffix):
                val = val[: -len(suffix)]
            out[i] = val
    for m in ERR_RE.finditer(p.stderr):
        ln = int(m.group(1))
        if ln in line_of:
            i = line_of[ln]
            if out[i] is None:
                out[i] = "error: " + m.group(2).strip()
    for i, o in enumerate(out):
        if o is None:
            sys.exit("no result for case %r\nstderr:\n%s" % (batch[i], p.stderr[:2000]))
    return out


# --------------------------------------------------------------------------
# Decimal -> bits oracle cases (exact rational model)
# --------------------------------------------------------------------------

def decimal_cases(rng):
    cases = []
    for t in SEMS:
        if t == "f8E8M0FNU":
            pass
        size = SEMS[t][0]
        lits = []
        # exact values, midpoints, perturbed midpoints
        pats = list(range(1 << size)) if size <= 8 else \
            [rng.getrandbits(size) for _ in range(60)] + list(range(8)) + \
            [((1 << (size - 1)) - 1) - i for i in range(40)]
        vals = sorted({v for v in (decode_finite(t, b) for b in pats)
                       if v is not None and v >= 0})
        def short(v):
            e = exact_decimal(v)
            return e if len(e) <= 300 else sci(v, 45)
        for a, b in list(zip(vals, vals[1:]))[:: max(1, len(vals) // 60)]:
            mid = (a + b) / 2
            lits.append(short(mid))
            lits.append(short(b))
            d = (b - a) / Fraction(10 ** 30)
            lits.append(sci(mid + d, 40))
            lits.append(sci(mid - d, 40))
        top = vals[-1]
        lits += [short(top), short(top * 2), sci(top * Fraction(1001, 1000), 8),
                 "1.0e5000", "1.0e-5000", "0.0", "1.0e24000", "1.0e-24000"]
        for _ in range(40):
            nd = rng.choice([1, 3, 6, 10, 20, 36, 50])
            digits = "".join(rng.choice("0123456789") for _ in range(nd))
            digits = str(rng.randint(1, 9)) + digits[1:]
            lo = int(SEMS[t][3] * 0.30103) - 8
            hi = int(SEMS[t][2] * 0.30103) + 2
            ex = rng.randint(lo, hi)
            lits.append("%s.%se%d" % (digits[0], digits[1:] or "0", ex))
        if t in ("f80", "f128"):
            # the denormal halfway points need ~11500 digits
            m = 1 if t == "f128" else 3
            p = SEMS[t][1]
            v = Fraction(m) * Fraction(2) ** (SEMS[t][3] - p)
            lits.append(exact_decimal(v))
            lits.append(exact_decimal(v) + "1")
            lits.append(exact_decimal(v)[:-1] + "4999")
        for lit in lits:
            neg = lit.startswith("-")
            if SEMS[t][7] and rng.random() < 0.3 and not neg:
                lit = "-" + lit
            v = Fraction(lit)
            if t == "f8E8M0FNU" and v < 0:
                continue
            bits = round_fraction(t, v, lit.startswith("-"))
            if t == "f64":  # cross-check the model with Python's float()
                ref = struct.unpack("<Q", struct.pack("<d", float(lit)))[0]
                assert ref == bits, (lit, hex(ref), hex(bits))
            cases.append((t, lit, "0x%X" % bits))
    return cases


def c_str(s):
    out = []
    for i in range(0, len(s), 2000):
        out.append('"%s"' % s[i:i + 2000].replace("\\", "\\\\").replace('"', '\\"'))
    return "\n    ".join(out)


LONG = 4000  # ISO C only guarantees 4095-character string literals


def emit_table(f, name, rows):
    """rows: (type, lit, expect); literals longer than LONG are emitted as a
    NULL-terminated array of chunks referenced through the `parts` field."""
    parts = []
    for i, (t, lit, exp) in enumerate(rows):
        if len(lit) > LONG:
            f.write("static const char *const %s_part%d[] = {\n" % (name, i))
            for j in range(0, len(lit), 2000):
                f.write("  %s,\n" % c_str(lit[j:j + 2000]))
            f.write("  0};\n")
            parts.append(i)
    f.write("static const struct numeric_case %s[] = {\n" % name)
    for i, (t, lit, exp) in enumerate(rows):
        if i in parts:
            f.write("  {%s, 0, %s, %s_part%d},\n" % (c_str(t), c_str(exp), name, i))
        else:
            f.write("  {%s, %s, %s, 0},\n" % (c_str(t), c_str(lit), c_str(exp)))
    f.write("};\n\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mlir-opt", default=MLIR_OPT)
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                 "numeric_cases.inc"))
    ap.add_argument("--seed", type=int, default=20240611)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    cases = float_cases(rng) + int_cases(rng)
    seen = set()
    uniq = []
    for c in cases:
        if c not in seen:
            seen.add(c)
            uniq.append(c)
    cases = uniq
    results = []
    B = 1500
    for s in range(0, len(cases), B):
        results += run_batch(args.mlir_opt, cases[s:s + B], s)
    dec = decimal_cases(rng)
    with open(args.out, "w") as f:
        f.write("/* Generated by test/unit/gen_numeric_cases.py -- do not edit.\n"
                " * numeric_cases: {MLIR type, attribute literal, what mlir-opt (LLVM 22)\n"
                " *   prints for the value, or \"error: <message>\" if it rejects it}.\n"
                " * numeric_dec_cases: {float type, decimal text, correctly rounded bits\n"
                " *   from an exact rational model of APFloat::convertFromString}.\n"
                " * Literals longer than 4000 characters are split into chunk arrays\n"
                " * (field `parts`, `lit` is null) to stay within ISO C limits. */\n")
        emit_table(f, "numeric_cases",
                   [(t, lit, exp) for (t, lit), exp in zip(cases, results)])
        emit_table(f, "numeric_dec_cases", dec)
    nerr = sum(1 for r in results if r.startswith("error:"))
    print("%d mlir-opt cases (%d rejected), %d decimal oracle cases -> %s"
          % (len(cases), nerr, len(dec), args.out))


if __name__ == "__main__":
    main()
