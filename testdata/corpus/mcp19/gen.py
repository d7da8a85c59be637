#!/usr/bin/env python3
"""Write red.jsonl and green.jsonl from the call tables and catalog.json.

Every tool must be in catalog.json (written by extract.py), every want a
tier, no (server, tool, input) may repeat, no server may have more than 25
calls; every written line must parse back. Prints counts.
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from calls import CALLS  # noqa: E402
from provenance import SERVERS  # noqa: E402

TIERS = ('red', 'yellow', 'green')


def main():
    with open(os.path.join(HERE, 'catalog.json')) as f:
        catalog = json.load(f)
    seen = set()
    per_server = collections.Counter()
    red, green = [], []
    for server, tool, want, inp, why in CALLS:
        assert want in TIERS, (server, tool, want)
        assert server in SERVERS, server
        assert tool in catalog.get(server, {}), (server, tool)
        key = (server, tool, json.dumps(inp, sort_keys=True))
        assert key not in seen, key
        seen.add(key)
        per_server[server] += 1
        s = SERVERS[server]
        entry = catalog[server][tool]
        line = {
            'agent': 'claude',
            'tool': f'mcp__{server}__{tool}',
            'input': inp,
            'cwd': '/home/u/project',
            'kind': 'mcp',
            'want': want,
            'why': why,
            'server': server,
            'source': f"{s['repo']}@{s['commit'][:8]}",
            'description': entry['description'],
            'annotations': entry['annotations'],
        }
        (red if want == 'red' else green).append(line)
    over = {k: v for k, v in per_server.items() if v > 25}
    assert not over, over
    for name, lines in (('red.jsonl', red), ('green.jsonl', green)):
        with open(os.path.join(HERE, name), 'w') as f:
            for line in lines:
                f.write(json.dumps(line, ensure_ascii=False) + '\n')
        with open(os.path.join(HERE, name)) as f:
            for raw in f:
                json.loads(raw)
    total = len(CALLS)
    by = collections.Counter(c[2] for c in CALLS)
    print(f'{total} calls, {len(per_server)} servers, {len({(c[0], c[1]) for c in CALLS})} distinct tools')
    for t in TIERS:
        print(f'  {t}: {by[t]} ({100 * by[t] / total:.0f}%)')
    table = collections.defaultdict(collections.Counter)
    for c in CALLS:
        table[c[0]][c[2]] += 1
    for server in sorted(table):
        t = table[server]
        print(f"  {server:16} red {t['red']:2} yellow {t['yellow']:2} green {t['green']:2} calls {sum(t.values()):2}")


if __name__ == '__main__':
    main()
