#!/usr/bin/env python3
"""Print the README's tables from this folder's traffic.jsonl (label counts only).

Runs ../traffic20/tables20.py's code with this file's location, so that it
reads this folder's traffic.jsonl.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(os.path.dirname(HERE), 'traffic20', 'tables20.py')
exec(compile(open(SRC).read(), SRC, 'exec'), {'__file__': __file__, '__name__': '__main__'})
