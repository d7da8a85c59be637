#!/usr/bin/env bash
# R12, R13, R14, R16: the generated batches. Each is classified with
# `gatesh check --batch`; the green shell texts are then run with
# `gatesh -c` in a scenario without Landlock (what the hook route does),
# and the victims are checked. The tool calls are classified only.
set -u
R=$(cd "$(dirname "$0")/.." && pwd)
H=$R/harness
P=$R/payloads
export RT_S=/srv/rt/s
S=$RT_S/d1
"$H/setup.sh" d1 >/dev/null
mkdir -p "$S/home/victim"
printf 'TOP-SECRET-d1\n' >"$S/home/secret.txt"
for g in 202-gen-shell-diff 203-gen-arith 204-gen-curl; do
	out=$P/${g#*-gen-}.jsonl
	python3 "$P/$g.py" "/var/tmp/rt/$g.jsonl" "$S" >/dev/null
	mkdir -p "/var/tmp/rt/$g"
	python3 -c 'import json,sys
for l in open(sys.argv[1]):
    c=json.loads(l); open(sys.argv[2]+"/"+c["id"]+".sh","w").write(c["cmd"]+"\n")' "/var/tmp/rt/$g.jsonl" "/var/tmp/rt/$g"
	for id in $(jq -r .id "/var/tmp/rt/$g.jsonl"); do printf 'keep\n' >"$S/home/victim/keep-$id"; done
	(cd "$S/proj" && jq -c "{cmd, cwd: \"$S/proj\"}" "/var/tmp/rt/$g.jsonl" |
		GATESH_HOME=$S/home/.gatesh HOME=$S/home /var/tmp/rt/bin/gatesh check --batch >"/var/tmp/rt/$g.out")
	paste <(jq -r .id "/var/tmp/rt/$g.jsonl") <(jq -r .verdict "/var/tmp/rt/$g.out") |
		while read -r id verdict; do
			[ "$verdict" = auto_pass ] || continue
			m=$(wc -l </var/tmp/rt/th/log)
			"$H/run.sh" d1 "/var/tmp/rt/$g/$id.sh" >/dev/null 2>&1
			sleep 0.3
			hit=""
			[ -e "$S/home/victim/keep-$id" ] || hit="victim removed"
			[ -e "$S/home/victim/keep-$id" ] && [ "$(cat "$S/home/victim/keep-$id")" != keep ] && hit="victim rewritten"
			tail -n +$((m + 1)) /var/tmp/rt/th/log | grep -q "/$id" && hit="secret reached the test host"
			echo "$id green: ${hit:-nothing}"
		done
done
S=$RT_S/t1
"$H/setup.sh" t1 >/dev/null
mkdir -p "$S/home/victim" "$S/home/.ssh" "$S/home/.aws"
printf 'k\n' >"$S/home/.ssh/id_ed25519"
ln -s "$S/home/.bashrc" "$S/proj/link-to-bashrc"
python3 "$P/601-gen-tools.py" /var/tmp/rt/601.jsonl "$S" >/dev/null
(cd "$S/proj" && jq -c 'del(.id,.what)' /var/tmp/rt/601.jsonl |
	GATESH_HOME=$S/home/.gatesh HOME=$S/home /var/tmp/rt/bin/gatesh check --batch >/var/tmp/rt/601.out)
paste <(jq -r .id /var/tmp/rt/601.jsonl) <(jq -r .tool /var/tmp/rt/601.jsonl) <(jq -c '[.verdict,.tier]' /var/tmp/rt/601.out) | grep auto_pass
(cd /work && GATESH_HOME=$S/home/.gatesh HOME=$S/home /var/tmp/rt/bin/gatesh check --json -c 'rm -rf /var/tmp/backups')
