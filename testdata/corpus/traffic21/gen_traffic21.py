#!/usr/bin/env python3
"""Build traffic21 from committed agent session logs.

  python3 gen_traffic21.py extract   # read the snapshots, write candidates.jsonl, extract_stats.json
  python3 gen_traffic21.py write     # label candidates with labels.py, write traffic.jsonl

The extraction (session files in a repository's history, the shell calls of
a session, `bash -n`, dropping repeats of every other set in the corpus, the
cap per run set) is ../traffic20/gen_traffic20.py's, imported and pointed
at this folder, not copied. Reads git objects of repository snapshots under
/work/.mirror (owner+name/repo) with `git show`; runs nothing it reads.
Commands are checked with `bash -n` (parse only, the text given on stdin,
never executed). Sessions whose recorded cwd is not a POSIX path (Windows
machines) are dropped as `no_cwd`.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), 'traffic20'))
import gen_traffic20 as t20  # noqa: E402

t20.HERE = HERE          # runsets.json, candidates.jsonl, traffic.jsonl of this folder
t20.SEED = 21
MIRROR = t20.MIRROR
git, session_files, load_json, calls = t20.git, t20.session_files, t20.load_json, t20.calls

if __name__ == '__main__':
    {'extract': t20.extract, 'write': t20.write}[sys.argv[1]]()
