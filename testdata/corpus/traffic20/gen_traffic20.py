#!/usr/bin/env python3
"""Build traffic20 from committed agent session logs.

  python3 gen_traffic20.py extract   # read the snapshots, write candidates.jsonl, extract_stats.json
  python3 gen_traffic20.py write     # label candidates with labels.py, write traffic.jsonl

The log readers (session files in a repository's history, the shell calls of
a session, `bash -n`) are ../traffic19/gen_traffic19.py's, imported, not
copied. Reads git objects of repository snapshots under /work/.mirror
(owner+name/repo) with `git show`; runs nothing it reads. Commands are
checked with `bash -n` (parse only, the text given on stdin, never executed).
"""
import glob
import importlib.util
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
SEED = 20


def _load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


g = _load('gen_traffic19', os.path.join(CORPUS, 'traffic19', 'gen_traffic19.py'))
MIRROR = g.MIRROR
git, session_files, load_json, calls = g.git, g.session_files, g.load_json, g.calls


def commands_of_other_sets():
    """The `cmd` of every *.jsonl line in the corpus outside this folder."""
    paths = [p for p in glob.glob(os.path.join(CORPUS, '**', '*.jsonl'), recursive=True)
             if os.path.dirname(os.path.abspath(p)) != HERE]
    objs = []
    for path in paths:
        with open(path, encoding='utf-8', errors='replace') as fh:
            objs += [g.load_json(line) for line in fh if line.strip().startswith('{')]
    return {o['cmd'] for o in objs if isinstance(o, dict) and isinstance(o.get('cmd'), str)}


def shell_calls(rs, src):
    """Yield (candidate, None) or (None, reason) for every shell call of one repository."""
    d = os.path.join(MIRROR, src.replace('/', '+'), 'repo')
    snap = git(d, 'rev-parse', 'HEAD').strip()[:12]
    for path, commit in sorted(session_files(d).items()):
        text = git(d, 'show', commit + ':' + path)
        if not text.strip():
            continue
        start, cl = calls(load_json(text))
        name = os.path.splitext(os.path.basename(path))[0]
        for step, (tool, cmd, wd) in enumerate(cl):
            where = wd or start or rs.get('cwd_default', {}).get(src)
            if not where or not where.startswith('/'):
                yield None, 'no_cwd'
                continue
            yield dict(cmd=cmd.strip(), cwd=where, home=g.home_of(where) or g.home_of(start),
                       source=src, snapshot=snap, file=commit[:12] + ':' + path,
                       trajectory='/'.join((rs['name'], src.split('/')[1], name)),
                       step=step, tool=tool, agent=rs['agent']), None


def extract():
    before = commands_of_other_sets()
    taken = set()
    stats, rows = {}, []
    for rs in json.load(open(os.path.join(HERE, 'runsets.json'))):
        count = dict(calls=0, empty=0, exact_dup=0, earlier_set=0, no_cwd=0)
        mine, seen = [], set()
        for src in rs['sources']:
            for cand, why in shell_calls(rs, src):
                count['calls'] += 1
                if why:
                    count[why] += 1
                elif not cand['cmd']:
                    count['empty'] += 1
                elif cand['cmd'] in seen:
                    count['exact_dup'] += 1
                elif cand['cmd'] in before:
                    seen.add(cand['cmd'])
                    count['earlier_set'] += 1
                else:
                    seen.add(cand['cmd'])
                    mine.append(cand)
        if len(mine) > rs['cap']:
            keep = set(random.Random(SEED).sample(range(len(mine)), rs['cap']))
            count['over_cap'] = len(mine) - rs['cap']
            mine = [c for i, c in enumerate(mine) if i in keep]
        ok = [c for c in mine if g.parses(c['cmd'])]
        count['bash_n_refused'] = len(mine) - len(ok)
        fresh = [c for c in ok if c['cmd'] not in taken]
        count['dup_of_other_run_set'] = len(ok) - len(fresh)
        taken.update(c['cmd'] for c in fresh)
        count['kept'] = len(fresh)
        stats[rs['name']] = count
        rows += fresh
        print(rs['name'], count, file=sys.stderr)
    with open(os.path.join(HERE, 'candidates.jsonl'), 'w') as fh:
        fh.writelines(json.dumps(c, ensure_ascii=False) + '\n' for c in rows)
    with open(os.path.join(HERE, 'extract_stats.json'), 'w') as fh:
        json.dump(stats, fh, indent=1)
    print(len(rows), file=sys.stderr)


FIELDS = ('cmd', 'cwd', 'want', 'why', 'category', 'source', 'snapshot', 'file',
          'trajectory', 'step', 'home', 'agent')


def write():
    sys.path.insert(0, HERE)
    import labels
    out = []
    for line in open(os.path.join(HERE, 'candidates.jsonl')):
        c = json.loads(line)
        c['want'], c['why'], c['category'] = labels.label(c['cmd'], c['cwd'], c['home'])
        out.append(json.dumps({k: c[k] for k in FIELDS}, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'traffic.jsonl'), 'w') as fh:
        fh.writelines(out)


if __name__ == '__main__':
    {'extract': extract, 'write': write}[sys.argv[1]]()
