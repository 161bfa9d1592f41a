#!/usr/bin/env python3
"""Writes one bad (or borderline) MLIR input to stdout, byte for byte.

Inputs that a .mlir test file cannot hold itself: files cut off without a final
newline, NUL bytes, invalid UTF-8, and nesting 100,000 levels deep.  Usage:

    gen-bad-input.py CASE            (see CASES below)
    gen-bad-input.py deep-regions N  (also deep-arrays, deep-dicts, deep-tuples,
                                      deep-dialect-body, deep-in-diagnostic, with a
                                      depth N)
"""
import sys

# Truncated files: the text ends exactly here (no newline).
CASES = {
    "mid-op": b'"test.op"(',
    "mid-operand-list": b'%0 = "test.def"() : () -> i32\n"test.op"(%0, ',
    "mid-attribute": b'"test.op"() {a = [1, 2',
    "mid-dict": b'"test.op"() {a = 1',
    "mid-string": b'"test.op"() {a = "abc',
    "mid-dialect-attr": b'"test.op"() {a = #foo<"abc',
    "mid-dialect-body": b'"test.op"() {a = #foo<bar(1',
    "mid-type": b'"test.op"() : () -> tensor<2x',
    "mid-region": b'"test.op"() ({\n  "test.x"() : () -> ()\n',
    "mid-nested-region": b'"test.op"() ({\n  "test.x"() ({\n  }) : () -> ()\n',
    "mid-block-args": b'"test.op"() ({\n^bb0(%a: i32',
    "mid-result-list": b'%0 = ',
    # NUL bytes: blanks between tokens, bytes inside strings, the end of a
    # pretty dialect body.
    "nul-between-tokens": b'"test.op"() \0: () -> ()\n\0',
    "nul-in-string": b'"test.op"() {a = "a\0b"} : () -> ()\n',
    "nul-in-comment": b'// comment \0 here\n"test.op"() : () -> ()\n',
    "nul-in-dialect-body": b'"test.op"() {a = #foo<a\0b>} : () -> ()\n',
    "nul-in-op-name": b'"test.a"() : () -> ()\n"\x19\0stop"() : () -> ()\n',
    # Invalid UTF-8: any byte goes inside strings (printed as \XX escapes),
    # none outside them.
    "utf8-in-string": b'"test.op"() {a = "a\xffb\xc3", b = "\xe2\x82\xac"} : () -> ()\n',
    "utf8-in-symbol": b'"test.op"() {sym = @"a\xffb"} : () -> ()\n',
    "utf8-in-op-name": b'"test.\xff"() : () -> ()\n',
    "utf8-in-attr-value": b'"test.op"() {a = \xff} : () -> ()\n',
    "utf8-in-ssa-name": b'%x\xff = "test.op"() : () -> i32\n',
    "utf8-after-at": b'"test.op"() {a = @\xff} : () -> ()\n',
    # Control characters in strings: '\r' is a string byte, '\v' ends it.
    "cr-in-string": b'"test.op"() {a = "a\rb"} : () -> ()\n',
    "vt-in-string": b'"test.op"() {a = "ab\vc"} : () -> ()\n',
}


def deep(kind, n):
    if kind == "deep-regions":
        return b'"test.op"() ({' * n + b'}) : () -> ()' * n + b"\n"
    if kind == "deep-arrays":
        return b'"test.op"() {a = ' + b"[" * n + b"]" * n + b"} : () -> ()\n"
    if kind == "deep-dicts":
        return b'"test.op"() {a = ' + b"{a = " * n + b"1" + b"}" * n + b"} : () -> ()\n"
    if kind == "deep-tuples":
        return b'"test.op"() : () -> ' + b"tuple<" * n + b">" * n + b"\n"
    if kind == "deep-dialect-body":
        return b'"test.op"() {a = #foo<' + b"<" * n + b">" * n + b">} : () -> ()\n"
    if kind == "deep-in-diagnostic":
        # An op holding n nested regions whose successor is misplaced: the error's
        # "see current operation" note prints the whole nest.
        return (b'"test.top"() ({\n^bb0:\n  "test.br"()[^bb1] ('
                + b'{"test.op"() (' * n + b'{}) : () -> ()' + b'}) : () -> ()' * n
                + b'\n  "test.br"()[^bb1] : () -> ()\n^bb1:\n  "test.ret"() : () -> ()\n}) : () -> ()\n')
    raise SystemExit("unknown case " + kind)


def main():
    name = sys.argv[1]
    data = deep(name, int(sys.argv[2])) if name.startswith("deep-") else CASES[name]
    sys.stdout.buffer.write(data)


if __name__ == "__main__":
    main()
