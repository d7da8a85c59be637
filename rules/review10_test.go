package rules_test

import "testing"

// An app server on every interface passes (unless_app_server) only when
// the command is the server of the project's app: its app object is the
// server's own operand. An app object handed on to another program (after
// --, after a program the server runs), a server also told to serve a
// folder outside the project or to run a shell, and a debugger wrapped
// around an app server stay held: whoever reaches them reads the files or
// runs code here.
func TestReview10AppServerIsTheServer(t *testing.T) {
	checkCls16(t, []tierCase{
		// The app servers that pass, each beside a held twin.
		{"app-server", "uvicorn main:app --host=0.0.0.0 --port=8000 --reload", "pass"},
		{"app-server", "gunicorn -k uvicorn.workers.UvicornWorker main:app --bind=0.0.0.0:8000", "pass"},
		{"app-server", "gunicorn -w 4 main:app --bind=0.0.0.0:8000", "pass"},
		{"app-server", "granian --interface=asgi --host=0.0.0.0 main:app", "pass"},
		{"app-server", "frobchat -w run app.py --host=0.0.0.0", "pass"},
		{"app-server", "frob-web dev --host=0.0.0.0 --port=5174", "pass"},
		// The app object is a word handed to a program the server runs.
		{"app-server", "frobshell --host=0.0.0.0 sh -c bash main:app", "held"},
		{"app-server", "frobshell --host=0.0.0.0 -p 7000 bash -i main:app", "held"},
		{"app-server", "dlv exec ./server --headless --listen=:2345 -- serve main:app", "held"},
		{"app-server", "dlv debug ./cmd/api --headless --listen=0.0.0.0:2345 -- --app main:app", "held"},
		{"app-server", "frob-asgi --host=0.0.0.0 -- main:app", "held"},
		// The server is also told what to serve, outside the project.
		{"app-server", "frob-serve main:app --root / --host 0.0.0.0", "held"},
		{"app-server", "frob-serve main:app --root=/ --host 0.0.0.0", "held"},
		{"app-server", "frobd dev --root=/ --host=0.0.0.0", "held"},
		{"app-server", "frobd dev --static=../ --host=0.0.0.0", "held"},
		{"app-server", "frobd dev --static=$DIR --host=0.0.0.0", "held"},
		{"app-server", "frob-asgi main:app --mount=~/ --bind=0.0.0.0:9000", "held"},
		// The server is told to run a program for whoever connects.
		{"app-server", "frob-serve --host=0.0.0.0 --exec=bash main:app", "held"},
		{"app-server", "frob-shelld --addr=0.0.0.0:4444 --shell=bash dev", "held"},
		{"app-server", "frob-shelld --addr=0.0.0.0:4444 --command=zsh run app.py", "held"},
		// A debugger listening on every interface runs whatever its
		// client sends, whatever it was started around.
		{"app-server", "python -m debugpy --listen=0.0.0.0:5678 -m uvicorn main:app --host 0.0.0.0", "held"},
		{"app-server", "python3 -m debugpy --listen 0.0.0.0:5678 --wait-for-client -m uvicorn main:app", "held"},
		{"app-server", "debugpy --listen=0.0.0.0:5678 -m uvicorn main:app", "held"},
		{"app-server", "python -m debugpy --listen 127.0.0.1:5678 -m uvicorn main:app --host 127.0.0.1", "pass"},
		{"app-server", "node --inspect=0.0.0.0:9229 server.js", "held"},
		{"app-server", "node --inspect server.js", "pass"},
	})
}

// A listen address is loopback by the URL policy's test: an address of
// 127.0.0.0/8 or ::1, or localhost. A host name that only starts with
// 127. resolves where its DNS says (127.0.0.1.nip.io, 127.lan.example
// pointed at the machine's LAN address): the server listens there.
func TestReview10ListenLoopbackByAddress(t *testing.T) {
	checkCls16(t, []tierCase{
		{"loopback", "dockerd -H tcp://127.attacker.example:2375", "held"},
		{"loopback", "php -S 127.0.0.1.nip.io:8000", "held"},
		{"loopback", "http-server -a 127.x.example -p 8080", "held"},
		{"loopback", "python3 -m http.server --bind 127.lan.example 8000", "held"},
		{"loopback", "dockerd -H tcp://127.0.0.1:2375", "pass"},
		{"loopback", "php -S 127.0.0.1:8000", "pass"},
		{"loopback", "php -S localhost:8000", "pass"},
		{"loopback", "http-server -a 127.0.0.1 -p 8080", "pass"},
		{"loopback", "python3 -m http.server --bind ::1 8000", "pass"},
		{"loopback", "python3 -m http.server --bind 127.0.0.2 8000", "pass"},
	})
}

// A build tool's clean deletes its output folder: its own cache where it
// keeps it (build-tool-cache-reset, green), the folder it is given when
// --output_base moves it to the home or a parent.
func TestReview10BuildCleanOutside(t *testing.T) {
	checkCls16(t, []tierCase{
		{"build clean", "bazel --output_base=/home/dev clean --expunge", "held"},
		{"build clean", "bazel --output_base ~ clean --expunge", "held"},
		{"build clean", "bazelisk --output_user_root=$HOME clean", "held"},
		{"build clean", "bazel --output_base=../.. clean", "held"},
		{"build clean", "bazel clean --expunge", "pass"},
		{"build clean", "bazel --output_base=/tmp/bzl clean --expunge", "pass"},
		{"build clean", "bazel --output_base=/home/dev/code/app/.bzl clean", "pass"},
	})
}

// A folder option given more than once (tar -C, patch -d) moves the
// command from the folder the one before it moved to: each relative one
// is in the last, and the operands and the landing are in the last of
// them all. A landing spelt with a .. inside it climbs as one that starts
// with it does.
func TestReview10ChdirOptionsCompose(t *testing.T) {
	checkCls16(t, []tierCase{
		{"chdir twice", "patch -d /tmp -d ~ -p1 -i x.patch", "held"},
		{"chdir twice", "patch -d /tmp -d .. -p1 -i x.patch", "held"},
		{"chdir twice", "patch -d vendor -d ../.. -p1 -i x.patch", "held"},
		{"chdir twice", "patch -d vendor -d lib -p1 -i x.patch", "pass"},
		{"chdir twice", "patch -d /tmp -p1 -i x.patch", "pass"},
		{"chdir climbs", "patch -d ./../.. -p1 -i x.patch", "held"},
		{"chdir climbs", "patch -d vendor/../.. -p1 -i x.patch", "held"},
		{"chdir climbs", "patch -d vendor/../lib -p1 -i x.patch", "pass"},
		{"chdir twice", "tar -czf /tmp/o.tgz -C ~ -C . .aws", "held"},
		{"chdir twice", "tar -czf /tmp/o.tgz -C ~ -C .config gh/hosts.yml", "held"},
		{"chdir twice", "tar -czf /tmp/o.tgz -C build -C . dist", "pass"},
		{"chdir twice", "tar -xf a.tar -C /tmp -C ../home/dev/.config", "held"},
		{"chdir twice", "tar -xf a.tar -C build -C out", "pass"},
	})
}
