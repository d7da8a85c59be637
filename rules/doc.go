// Package rules classifies parsed shell commands against layered TOML rules
// and returns a tier and verdict for the whole script.
//
// # Rules files
//
// A rules file has two kinds of table. [[rule]] tables say what to match:
//
//	[[rule]]
//	id = "git-force-push"          # unique; also the id in decisions and logs
//	tier = "red"                   # green, yellow or red
//	reason = "force-push rewrites history on the remote for everyone"
//	deny = false                   # true: refuse without asking
//	disabled = false               # operator file only: switch the rule off
//	command = ["git"]
//	subcommand = ["push"]
//	flags = ["-f", "--force"]
//	examples = ["git push -f"]     # must match; required in the default file
//	not_examples = ["git push"]    # must not match; required there too
//
// Conditions are ANDed across keys and ORed within a list: command (glob on
// the base name), subcommand (words after global options), flags (any of;
// -rf is -r -f, --opt=value is split, an abbreviated long option matches,
// and a later --no-X cancels an earlier --X), all_flags (each entry,
// "-d|--delete" takes either), unless_flags, other_flags (an allow-list:
// an option matching none of them), min_args (at least this many
// positionals after the subcommand), args (wildcards on the positionals
// after the subcommand, "*" crossing "/"), except_args, unless_all_args
// (clearly disposable paths; never after a cd that may leave the project),
// unless_all_args_of and unless_cleanup_of (another rule's list, read from it),
// paths (path globs on files read: positionals other than URLs, option
// values, KEY=file, @file, < redirects), except_paths, writes (files
// written: > redirects, cp/mv/ln/install destinations, tee, dd of=), env
// (names assigned before the command; "NAME=GLOB" also needs the value to
// match), env_unknown (names assigned a value not known statically),
// stdin_from (commands upstream in the pipeline), wrappers,
// context, more_args, sql (statement kinds from package sqlscan), lang and
// code (RE2 on inline code, compiled on first use; with code_program, on
// the code with the text of its strings and comments filled in), capabilities (what
// inline code reaches in ways gatesh cannot follow: process, delete,
// network, database, cloud, mail; see package parser/inline), unless_payload_from,
// remote_url (a URL argument whose host is not this machine), runs_download
// (runs a file a downloader wrote earlier in the script), unless_green
// (dropped when a green rule also matched), and the keys of the defaults
// that judge effects (docs/classifier.md): unlisted (no table or rule
// knows the program), verb_class (the subcommand's class by the [verbs]
// lexicon), unless_named (dropped when the tool's own rules matched),
// unless_subcommand, unless_local, target_prod and operand_prod (the
// target named), except_project, unless_in_project and unless_cleanup
// (the project's own files), by_content (a file's first bytes),
// search_pattern (what a search looks for), upstream_args and
// unless_upstream_args (the command piping in), transfer (a copy's
// direction), unless_query_read (a GraphQL query that reads),
// listen_public and unless_loopback (listen addresses), and
// unless_mention (a secret named, not let out). A flag entry "NAME=GLOB" also
// matches the option's value, and subcommand words are wildcards. Path
// globs without a slash match the base name; "**" spans folders; a leading
// "**/" matches only relative paths. "~/" matches the home folder however
// it is written, and "$GATESH_HOME/" the gate's folder.
//
// [commands.NAME] tables say how NAME reads its arguments (value_flags,
// joined_value_flags, single_dash, text_flags, pattern_arg, pattern_flags, pattern_file_flags,
// args_not_read, write_args, write_flags, write_keys, options_anywhere, subcommands), and
// how it runs another command (runs_command, command_skip, command_after,
// command_needs_flags, no_command_flags, shell_without_command, env_operands, shell_flags,
// command_is_shell, operands_are_shell, listed, pair_flags; see package cmdspec). They are data
// rather than Go so that an operator can teach gatesh a tool or a wrapper.
//
// The [tools] section judges an agent's tool calls other than its shell
// ([Set.ClassifyTool]): [tools.access.NAME] tables say which arguments of a
// tool name files it reads, writes or edits, a patch or URLs, and those
// paths go through the command rules above as the stand-in commands
// `< PATH`, `> PATH` and `rm -- PATH` (one path policy, however a file is
// reached); [tools.args] says how the arguments of other tools name paths
// and SQL; [[tools.rule]] tables match a tool's name (tool, server, verbs,
// words, kind, url_hosts). A tool neither knows is yellow. See
// docs/tools.md.
//
// # Layers
//
// The default rules.toml is compiled into the binary (default_gen.go, made
// by go generate), then $GATESH_HOME/rules.toml may add, change (by id, only
// the keys it sets; condition keys replace all conditions) or disable rules,
// then every .gatesh/rules.toml from the root down to the working folder,
// each in turn, may only add yellow or red rules, raise a tier or set
// deny = true (a nested one adds to the project's, never replaces it). Unknown keys
// and invalid values are errors naming the file; a caller must then hold
// everything with [Broken].
//
// # Decisions
//
// Every parser problem is a red hit whose id is the problem's kind. A
// script's tier is its highest hit; any deny hit makes the verdict deny, red
// makes it hold, and green or yellow auto_pass. Under default-hold, a
// command that no green rule matches is red with id "unknown_command",
// except shell builtins and calls of functions defined in the script.
package rules
