#!/usr/bin/env python3
"""The repositories that earlier traffic sets used or named, which this set
may not use: ../traffic13/earlier.py's list (every sources.json, traffic6's
and traffic8's EARLIER lists, the backticked `owner/name`s above any
measurement in the READMEs), with ../traffic13 now read too. Over-excluding
is safe; a repository named here is never read.

../traffic13/earlier.py skips its own folder and any later one; this is the
same module, imported, with its bound moved to this set.

    python3 earlier.py            # prints the list
    python3 earlier.py REPO...    # says whether each REPO is excluded
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)

_spec = importlib.util.spec_from_file_location("earlier13", os.path.join(CORPUS, "traffic13", "earlier.py"))
e13 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(e13)
e13.THIS = 14

earlier = e13.earlier
owners = e13.owners
excluded = e13.excluded

if __name__ == "__main__":
    names = earlier()
    if len(sys.argv) > 1:
        for r in sys.argv[1:]:
            print(r, "EXCLUDED" if excluded(r, names) else "ok")
    else:
        for r in sorted(names, key=str.lower):
            print(r)
        print(len(names), "repositories,", len(owners(names)), "owners")
