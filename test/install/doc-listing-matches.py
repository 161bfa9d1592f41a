#!/usr/bin/env python3
# doc-listing-matches.py DOC SOURCE
# The first fenced block after the "<!-- The listing below is PATH verbatim" marker in DOC must
# be SOURCE byte for byte (keeps docs/api.md's embedding example the file the tests run).
import sys

doc, source = sys.argv[1], sys.argv[2]
text = open(doc, encoding="utf-8").read()
marker = text.find("<!-- The listing below is")
if marker < 0:
    sys.exit(f"{doc}: no listing marker")
start = text.index("```", marker)
start = text.index("\n", start) + 1
end = text.index("\n```", start) + 1
if text[start:end] != open(source, encoding="utf-8").read():
    sys.exit(f"{doc}: the listing differs from {source}; copy the file into the doc")
