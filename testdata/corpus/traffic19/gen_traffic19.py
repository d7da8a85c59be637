#!/usr/bin/env python3
"""Build traffic19 from committed agent session logs.

  python3 gen_traffic19.py extract   # read the snapshots, write candidates.jsonl, extract_stats.json
  python3 gen_traffic19.py write     # label candidates with labels.py, write traffic.jsonl

Reads git objects of repository snapshots under /work/.mirror (owner+name/repo)
with `git show`; runs nothing it reads. Commands are checked with `bash -n`
(parse only, the text given on stdin, never executed).
"""
import glob
import json
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
MIRROR = '/work/.mirror'
SHELL_TOOLS = {'bash', 'exec_command', 'shell', 'run_command', 'execute_command',
               'run_terminal_cmd', 'terminal', 'local_shell', 'shell_command'}
SESSION_RE = re.compile(r'^(sessions/[^/]+\.jsonl?|trajectory[^/]*\.jsonl?|sessions/[^/]+/[^/]+\.jsonl?)$', re.I)


def git(d, *args, binary=False):
    r = subprocess.run(['git', '--git-dir', d] + list(args), capture_output=True)
    return r.stdout if binary else r.stdout.decode('utf-8', 'replace')


def session_files(d):
    """Every session-log path in the repository's history, with the newest commit that holds it."""
    out = {}
    log = git(d, 'log', '--all', '--format=C %H', '--name-status', '--no-renames')
    commit = None
    for ln in log.splitlines():
        if ln.startswith('C '):
            commit = ln[2:].strip()
            continue
        parts = ln.split('\t')
        if len(parts) != 2:
            continue
        status, path = parts
        if status in ('A', 'M') and SESSION_RE.match(path) and path not in out:
            out[path] = commit
    return out


def load_json(txt):
    try:
        return json.loads(txt)
    except Exception:
        rows = []
        for ln in txt.splitlines():
            ln = ln.strip()
            if not ln:
                continue
            try:
                rows.append(json.loads(ln))
            except Exception:
                pass
        return rows


def cmd_of(args):
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except Exception:
            return None, None
    if not isinstance(args, dict):
        return None, None
    c = args.get('command', args.get('cmd'))
    wd = args.get('workdir') or args.get('cwd') or args.get('working_directory')
    if isinstance(c, list):
        if len(c) >= 3 and c[0] in ('bash', 'sh', 'zsh', '/bin/bash', '/bin/sh', '/bin/zsh') and c[1] in ('-lc', '-c'):
            c = c[2]
        else:
            import shlex
            c = ' '.join(shlex.quote(str(x)) for x in c)
    if not isinstance(c, str):
        return None, wd
    return c, wd


def calls(obj):
    """(tool name, command, workdir) for each shell call, in order."""
    res = []
    cwd = None
    if isinstance(obj, dict) and 'messages' in obj:
        meta = obj.get('meta') or {}
        sm = meta.get('session_meta') or {}
        cwd = sm.get('cwd') or meta.get('cwd')
        msgs = obj['messages']
    elif isinstance(obj, list):
        msgs = obj
    else:
        return cwd, res
    for m in msgs:
        if not isinstance(m, dict):
            continue
        # Claude Code JSONL events
        if 'message' in m and isinstance(m.get('message'), dict):
            if not cwd and m.get('cwd'):
                cwd = m['cwd']
            content = m['message'].get('content')
            if isinstance(content, list):
                for it in content:
                    if isinstance(it, dict) and it.get('type') == 'tool_use' and str(it.get('name', '')).lower() in SHELL_TOOLS:
                        c, wd = cmd_of(it.get('input'))
                        if c:
                            res.append((it.get('name'), c, wd or m.get('cwd')))
            continue
        # Codex rollout lines
        if m.get('type') == 'session_meta' and isinstance(m.get('payload'), dict):
            cwd = cwd or m['payload'].get('cwd')
            continue
        if m.get('type') == 'response_item' and isinstance(m.get('payload'), dict):
            p = m['payload']
            if p.get('type') in ('function_call', 'local_shell_call') and str(p.get('name', 'shell')).lower() in SHELL_TOOLS:
                c, wd = cmd_of(p.get('arguments') or (p.get('action') or {}))
                if c:
                    res.append((p.get('name', 'shell'), c, wd))
            continue
        for t in m.get('tool_calls') or []:
            f = t.get('function') or {}
            if str(f.get('name', '')).lower() in SHELL_TOOLS:
                c, wd = cmd_of(f.get('arguments'))
                if c:
                    res.append((f.get('name'), c, wd))
    return cwd, res


def earlier_cmds():
    seen = set()
    for f in glob.glob(os.path.join(CORPUS, '**', '*.jsonl'), recursive=True):
        if os.path.abspath(f).startswith(HERE):
            continue
        with open(f, encoding='utf-8', errors='replace') as fh:
            for ln in fh:
                try:
                    o = json.loads(ln)
                except Exception:
                    continue
                if isinstance(o, dict) and isinstance(o.get('cmd'), str):
                    seen.add(o['cmd'])
    return seen


def parses(cmd):
    r = subprocess.run(['bash', '-n'], input=cmd.encode(), capture_output=True)
    return r.returncode == 0


def home_of(path):
    if not path:
        return None
    m = re.match(r'^(/home/[^/]+|/Users/[^/]+|/root)(/|$)', path)
    if m:
        return m.group(1)
    m = re.match(r'^([A-Za-z]:\\\\Users\\\\[^\\\\]+)', path)
    return m.group(1) if m else None


def extract():
    runsets = json.load(open(os.path.join(HERE, 'runsets.json')))
    seen_before = earlier_cmds()
    stats = {}
    out = []
    global_seen = set()
    for rs in runsets:
        st = {'sessions': 0, 'calls': 0, 'exact_dup': 0, 'earlier_set': 0, 'bash_n_refused': 0, 'no_cwd': 0, 'kept': 0}
        cands = []
        seen = set()
        for src in rs['sources']:
            d = os.path.join(MIRROR, src.replace('/', '+'), 'repo')
            head = git(d, 'rev-parse', 'HEAD').strip()
            for path, commit in sorted(session_files(d).items()):
                if path in rs.get('skip_files', {}).get(src, []):
                    st['skipped_files'] = st.get('skipped_files', 0) + 1
                    continue
                txt = git(d, 'show', commit + ':' + path)
                if not txt.strip():
                    continue
                obj = load_json(txt)
                cwd, cl = calls(obj)
                if not cl:
                    continue
                st['sessions'] += 1
                for i, (tool, c, wd) in enumerate(cl):
                    st['calls'] += 1
                    c = c.strip()
                    if not c:
                        continue
                    if c in seen:
                        st['exact_dup'] += 1
                        continue
                    seen.add(c)
                    if c in seen_before:
                        st['earlier_set'] += 1
                        continue
                    here = wd or cwd or rs.get('cwd_default', {}).get(src)
                    if not here:
                        st['no_cwd'] += 1
                        continue
                    if not here.startswith('/'):
                        st['no_cwd'] += 1
                        continue
                    cands.append({'cmd': c, 'cwd': here, 'home': home_of(here) or home_of(cwd),
                                  'source': src, 'snapshot': head[:12],
                                  'file': commit[:12] + ':' + path,
                                  'trajectory': rs['name'] + '/' + src.split('/')[1] + '/' + os.path.splitext(os.path.basename(path))[0],
                                  'step': i, 'tool': tool, 'agent': rs['agent']})
        cap = rs.get('cap')
        if cap and len(cands) > cap:
            rnd = random.Random(19)
            idx = sorted(rnd.sample(range(len(cands)), cap))
            st['over_cap'] = len(cands) - cap
            cands = [cands[i] for i in idx]
        kept = []
        for c in cands:
            if not parses(c['cmd']):
                st['bash_n_refused'] += 1
                continue
            kept.append(c)
        dup_other = [c for c in kept if c['cmd'] in global_seen]
        st['dup_of_other_run_set'] = len(dup_other)
        kept = [c for c in kept if c['cmd'] not in global_seen]
        global_seen.update(c['cmd'] for c in kept)
        st['kept'] = len(kept)
        stats[rs['name']] = st
        out.extend(kept)
        print(rs['name'], st, file=sys.stderr)
    with open(os.path.join(HERE, 'candidates.jsonl'), 'w') as fh:
        for c in out:
            fh.write(json.dumps(c, ensure_ascii=False) + '\n')
    json.dump(stats, open(os.path.join(HERE, 'extract_stats.json'), 'w'), indent=1)
    print(len(out), file=sys.stderr)


def write():
    sys.path.insert(0, HERE)
    import labels
    rows = [json.loads(l) for l in open(os.path.join(HERE, 'candidates.jsonl'))]
    with open(os.path.join(HERE, 'traffic.jsonl'), 'w') as fh:
        for r in rows:
            want, why, cat = labels.label(r['cmd'], r['cwd'], r['home'])
            o = {'cmd': r['cmd'], 'cwd': r['cwd'], 'want': want, 'why': why, 'category': cat,
                 'source': r['source'], 'snapshot': r['snapshot'], 'file': r['file'],
                 'trajectory': r['trajectory'], 'step': r['step'], 'home': r['home'], 'agent': r['agent']}
            fh.write(json.dumps(o, ensure_ascii=False) + '\n')


if __name__ == '__main__':
    {'extract': extract, 'write': write}[sys.argv[1]]()
