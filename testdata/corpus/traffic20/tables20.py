#!/usr/bin/env python3
"""Print the README's tables from traffic.jsonl (label counts only)."""
import json
import os
from collections import Counter

rows = [json.loads(line) for line in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'traffic.jsonl'))]
per_set = Counter((r['trajectory'].split('/')[0], r['want']) for r in rows)
per_cat = Counter((r['category'], r['want']) for r in rows)
sets = list(dict.fromkeys(r['trajectory'].split('/')[0] for r in rows))
cats = sorted({r['category'] for r in rows}, key=lambda c: -sum(per_cat[(c, w)] for w in ('red', 'yellow', 'green')))
tiers = ('red', 'yellow', 'green')

print('run set | red | yellow | green | commands | share')
for s in sets:
    n = sum(per_set[(s, w)] for w in tiers)
    print(' | '.join([s] + [str(per_set[(s, w)]) for w in tiers] + [str(n), '%.1f%%' % (100.0 * n / len(rows))]))
total = Counter(r['want'] for r in rows)
print(' | '.join(['total'] + [str(total[w]) for w in tiers] + [str(len(rows))]))
print()
print('category | red | yellow | green')
for c in cats:
    print(' | '.join([c] + [str(per_cat[(c, w)]) for w in tiers]))
