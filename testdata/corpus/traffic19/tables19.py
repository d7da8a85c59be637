#!/usr/bin/env python3
"""Print the README's tables from traffic.jsonl (label counts only)."""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(l) for l in open(os.path.join(HERE, 'traffic.jsonl'))]
total = len(rows)
by_rs = collections.defaultdict(collections.Counter)
by_cat = collections.defaultdict(collections.Counter)
for r in rows:
    rs = r['trajectory'].split('/')[0]
    by_rs[rs][r['want']] += 1
    by_cat[r['category']][r['want']] += 1
print('run set | red | yellow | green | commands | share')
for rs, c in by_rs.items():
    n = sum(c.values())
    print('%s | %d | %d | %d | %d | %.1f%%' % (rs, c['red'], c['yellow'], c['green'], n, 100.0 * n / total))
t = collections.Counter(r['want'] for r in rows)
print('total | %d | %d | %d | %d |' % (t['red'], t['yellow'], t['green'], total))
print()
print('category | red | yellow | green')
for cat, c in sorted(by_cat.items(), key=lambda kv: -sum(kv[1].values())):
    print('%s | %d | %d | %d' % (cat, c['red'], c['yellow'], c['green']))
