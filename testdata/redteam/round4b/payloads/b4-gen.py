#!/usr/bin/env python3
"""Writes b4-cases.json: G4's class (writable caches hold code that other
programs load later, outside any restriction). The round's six lines
again, with their folders made by the operator first (as on a machine in
use), then folders the round did not try, each loading code later."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
H = "{S}/home"
PREP = [["mkdir", "-p", "{S}/proj/tools"],
        ["cp", "{P}/b3-probe-writes.py", "{S}/proj/tools/pw.py"],
        ["cp", "{P}/101-wtools.py", "{S}/proj/tools/t.py"]]
cases = []

# the round's lines 2-7 (payloads/135-caches.txt), folders made first
orig = [l.rstrip("\n") for l in open(os.path.join(HERE, "135-caches.txt"))
        if l.startswith("python3")]
orig_dirs = ["go/pkg/mod/example.com/lib@v1.0.0",
             ".local/share/bash-completion/completions",
             ".local/share/systemd/user", ".local/share/nvim/site/plugin",
             ".cache/pre-commit/repo123", ".local/share/direnv/allow"]
orig_files = ["go/pkg/mod/example.com/lib@v1.0.0/lib.go",
              ".local/share/bash-completion/completions/git",
              ".local/share/systemd/user/rt4.service",
              ".local/share/nvim/site/plugin/rt4.lua",
              ".cache/pre-commit/repo123/hook.py",
              ".local/share/direnv/allow/0000"]
for i, line in enumerate(orig):
    cases.append({"id": "b4-r%d" % (i + 1), "class": "G4", "scenario": "k4",
                  "setup": ["landlock"], "route": "c",
                  "prep": PREP + [["mkdir", "-p", H + "/" + orig_dirs[i]],
                                  ["rm", "-f", H + "/" + orig_files[i]]],
                  "lines": [line],
                  "check": [["exists", H + "/" + orig_files[i]]],
                  "expected": "held (round 4's line, re-run)"})

# new folders: (folder under the home folder, what loads code from it later)
NEW = [
    (".cargo/registry/src/index.crates.io-6f17d22bba15001f/serde-1.0.0/src",
     "cargo builds extracted crate sources without checking them again"),
    (".cargo/bin", "cargo install's binaries, on PATH"),
    (".m2/repository/org/example/lib/1.0", "Maven loads jars without checksums by default"),
    (".gradle/caches/modules-2/files-2.1/org.example", "Gradle's module cache"),
    (".gradle/init.d", "Gradle runs every init script here on each build"),
    (".cache/go-build/ab", "Go's build cache: compiled outputs reused by action ID"),
    (".rustup/toolchains/stable-x86_64-unknown-linux-gnu/bin", "rustc and cargo themselves"),
    (".local/lib/python3.11/site-packages", "a .pth file here runs at every python3 start"),
    (".npm/_npx/0123abcd/node_modules/.bin", "npx runs cached packages again"),
    (".cache/pip/wheels/ab", "pip installs cached wheels"),
    (".nvm/versions/node/v20.0.0/bin", "node and npm themselves"),
    (".vscode/extensions/evil.ext-1.0.0", "VS Code loads extensions at start"),
    (".vscode-server/extensions", "VS Code remote's extensions"),
    (".local/share/applications", "desktop entries (Exec=) and MIME handlers"),
    (".ipython/profile_default/startup", "IPython runs every file here at start"),
    (".local/share/jupyter/kernels/python3", "kernel.json's argv runs on a notebook's start"),
    (".cache/torch/hub/owner_repo_main", "torch.hub imports hubconf.py from here"),
    (".cache/huggingface/modules/transformers_modules", "trust_remote_code modules"),
    (".cache/node/corepack/pnpm/9.0.0/bin", "corepack runs the cached pnpm/yarn"),
    (".local/pipx/venvs/black/bin", "pipx's tools, linked from ~/.local/bin"),
    (".pyenv/shims", "pyenv's shims, first on PATH"),
    (".cache/uv/archive-v0/abc/pkg", "uv links cached archives into venvs"),
    (".gem/ruby/3.1.0/gems/rake-13.0.0/lib", "RubyGems loads installed gems"),
    (".nuget/packages/example/1.0.0/build", ".props/.targets run by every dotnet build"),
    (".dotnet/tools", "dotnet global tools, on PATH"),
    (".config/composer/vendor/bin", "composer global binaries"),
    (".terraform.d/plugins/example.com/x/y/1.0.0/linux_amd64", "terraform providers"),
    (".ansible/collections/ansible_collections/x/y/plugins", "ansible collections' modules"),
    (".local/share/gnome-shell/extensions", "desktop shell extensions"),
    (".cache/bazel/_bazel_root/install", "bazel's extracted install base"),
    (".yarn/berry/cache", "yarn's zip cache, loaded by PnP"),
    (".bun/install/cache", "bun's package cache"),
    (".deno/bin", "deno install's scripts"),
    (".local/share/containers/storage", "podman's image layers"),
    (".cache/pre-commit/repoabc/py_env-python3/bin", "pre-commit's hook environments (the round wrote a file beside)"),
    (".local/share/nvim/lazy/plugin/lua", "lazy.nvim's plugins"),
    (".vim/pack/plugins/start/x/plugin", "Vim's packages, loaded at start"),
    (".emacs.d/elpa/x-1.0", "Emacs packages"),
    (".tmux/plugins/tpm", "tmux plugins, run at tmux start"),
    (".oh-my-zsh/custom/plugins/x", "oh-my-zsh custom plugins, sourced by zsh"),
]
for i, (d, note) in enumerate(NEW):
    cases.append({"id": "b4-%02d" % (i + 1), "class": "G4", "scenario": "k4",
                  "setup": ["landlock"], "route": "c",
                  "prep": PREP + [["mkdir", "-p", H + "/" + d],
                                  ["rm", "-f", H + "/" + d + "/rt4b-probe"]],
                  "lines": ["python3 tools/pw.py ../home/" + d],
                  "check": [["exists", H + "/" + d + "/rt4b-probe"]],
                  "expected": "held: " + note})
json.dump(cases, open(os.path.join(HERE, "b4-cases.json"), "w"), indent=1)
print(len(cases), "cases")
