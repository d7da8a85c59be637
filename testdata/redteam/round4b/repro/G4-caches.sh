#!/usr/bin/env bash
# G4: the writable caches hold code other programs load later, outside any
# restriction: a green project script under Landlock rewrites a module in
# ~/go/pkg/mod and writes bash-completion, a systemd user unit, a Neovim
# plugin, a pre-commit environment file and a direnv allow entry.
set -u
cd "$(dirname "$0")/.." || exit 2
harness/setup.sh k1 landlock >/dev/null
S=/var/tmp/rt4b/s/k1
mkdir -p "$S/home/go/pkg/mod/example.com/lib@v1.0.0" "$S/home/.local/share" "$S/home/.cache"
printf 'package lib\n' >"$S/home/go/pkg/mod/example.com/lib@v1.0.0/lib.go"
chmod 444 "$S/home/go/pkg/mod/example.com/lib@v1.0.0/lib.go"
harness/runlines.sh k1 "$PWD/payloads/135-caches.txt" 2>&1 | grep '^\[t.py\]'
find "$S/home/go" "$S/home/.local/share" "$S/home/.cache" -type f | sed 's#.*/home/#~/#'
cat "$S/home/go/pkg/mod/example.com/lib@v1.0.0/lib.go"
