package rules

import "testing"

// Reading calls of MCP servers that were held or raised by a word of
// their name read out of its place (issue 31's green bounds). Rows are
// written from the shapes the servers' documentation gives, beside twins
// of the same shape that must stay held.

// A pane, a viewport or a screen captured is read; a material or a
// texture applied changes a 3D model's look. Also after words that only
// say whose tool it is (After Effects' mcp_aftereffects_applyEffect).
// A payment captured, or an order's, stays money.
func TestToolCapturedOrAppliedHere(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__tmux__capture-pane", `{"paneId":"%3","lines":"200"}`, Green, "tool-read"},
		{"mcp__rhino__capture_viewport", `{"viewport":"Perspective","width":1280}`, Green, "tool-read"},
		{"mcp__cinema4d__apply_material", `{"material_name":"rust","object_name":"planet"}`, Green, ""},
		{"mcp__aftereffects__mcp_aftereffects_applyEffect", `{"compIndex":2,"layerIndex":1}`, Green, ""},
		{"mcp__studio__studio_capture_pane", `{}`, Green, "tool-read"},
		// Twins that stay held.
		{"mcp__pay__capture_payment", `{"payment_id":"p1"}`, Red, ""},
		{"mcp__shop__order_capture_frame", `{"order_id":"o1"}`, Red, ""},
		{"mcp__shop__payments_capture", `{"id":"p1"}`, Red, ""},
		{"mcp__k8s__kubectl_apply", `{"manifest":"deploy.yaml"}`, Red, ""},
		{"mcp__infra__stack_apply_changes", `{"stack":"prod"}`, Red, ""},
	})
}

// Joplin's and Things' servers drive the desktop app on this machine (its
// Data API on localhost, its URL scheme): a note or a to-do made there is
// the user's own, as Logseq's is. A note's body overwritten, a path read
// in, or one named for a sync service, stays what it is.
func TestToolLocalNoteApps(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__joplin__create_note", `{"title":"Standup","notebook_name":"Work","body":"- fixed test"}`, Green, "tool-local-app-object"},
		{"mcp__joplin__create_notebook", `{"title":"Project X"}`, Green, "tool-local-app-object"},
		{"mcp__things__things_add_project", `{"title":"Move","area":"Home","items":[{"type":"to-do","title":"Order boxes"}]}`, Green, "tool-local-app-object"},
		{"mcp__things__things_add_todo", `{"title":"Book dentist","when":"tomorrow"}`, Green, "tool-local-app-object"},
		// Twins that stay as they are.
		{"mcp__joplin__update_note", `{"note_id":"a81c","body":"AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}`, Red, ""},
		{"mcp__joplin__delete_notebook", `{"notebook_id":"7c6b"}`, Red, "tool-destructive"},
		{"mcp__joplin__import_from_file", `{"file_path":"~/.ssh","target_notebook":"Imported"}`, Red, ""},
		{"mcp__joplin_cloud__create_note", `{"title":"x","body":"y"}`, Red, "tool-forge-write"},
		{"mcp__things__things_add_todo", `{"title":"x","share_with":"bob@example.com"}`, Red, ""},
	})
}

// JADX's server drives the decompiler's GUI on this machine, as Ghidra's
// does: a class renamed in the decompiled view and the variables of the
// app debugged there are the app's; its secrets asked for stay secrets.
func TestToolJadxLocal(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__jadx__rename_class", `{"class_name":"com.acme.a.b","new_name":"TokenCache"}`, Green, "tool-local-app-object"},
		{"mcp__jadx__rename_method", `{"method_name":"com.acme.a.b.c","new_name":"loadToken"}`, Green, "tool-local-app-object"},
		{"mcp__jadx__debug_get_variables", `{}`, Green, "tool-read"},
		// Twins that stay held.
		{"mcp__jadx__get_api_keys", `{}`, Red, "tool-secret"},
		{"mcp__jadx__debug_set_variable", `{"name":"x","value":"1"}`, Red, ""},
		{"mcp__jadx_cloud__rename_class", `{"class_name":"a","new_name":"b"}`, Yellow, ""},
	})
}

// A text editor's server that patches or deletes the lines of a file it
// names by a path of this machine edits that file, as Write or sed -i
// does: the path rules judge it. A file outside the project, a start-up
// file, one named beside a host, and a document's text elsewhere stay
// held.
func TestToolFileTextEditedHere(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__texteditor__patch_text_file_contents", `{"path":"/home/u/project/src/config.py","content":"TIMEOUT = 30\n"}`, Green, "tool-files-local"},
		{"mcp__texteditor__delete_text_file_contents", `{"path":"/home/u/project/src/legacy.py"}`, Green, "tool-files-local"},
		{"mcp__texteditor__delete_text_file_contents", `{"file_path":"/home/u/project/src/legacy.py","ranges":[{"start":1,"end":3,"range_hash":"ab"}],"file_hash":"cd"}`, Green, "tool-files-local"},
		// Twins that stay held.
		{"mcp__texteditor__delete_text_file_contents", `{"path":"/home/u/.bashrc"}`, Red, "persistence-startup-file"},
		{"mcp__texteditor__patch_text_file_contents", `{"path":"/home/u/other/notes.txt","content":"x"}`, Red, "overwrite-outside-project"},
		{"mcp__texteditor__delete_text_file_contents", `{"path":"/home/u/project/.git/config"}`, Red, ""},
		{"mcp__ssh__delete_text_file_contents", `{"path":"/home/u/project/x"}`, Red, "tool-destructive"},
		{"mcp__te__delete_file_contents", `{"path":"/home/u/project/src/config.py","host":"web-1"}`, Red, "tool-destructive"},
		{"mcp__te__delete_text_file_contents", `{"file_id":"abc"}`, Red, "tool-destructive"},
		{"mcp__fs__delete_file", `{"path":"/home/u/project/src/config.py"}`, Red, "tool-destructive"},
		{"mcp__wiki__update_document_contents", `{"path":"/home/u/project/x.md","content":"x"}`, Red, "tool-destructive"},
	})
}

// A debugger's memory examined, its frame's locals and a binary's
// hardening checked read the program under test; a patch beside them,
// or a variable set, does not.
func TestToolDebuggerReads(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__gdb__gdb_locals", `{"session_id":"s1"}`, Green, "tool-read"},
		{"mcp__lldb__lldb_examine", `{"session_id":"dbg-1","expression":"buf","format":"x","count":64}`, Green, "tool-read"},
		{"mcp__gdb__gdb_checksec", `{"session_id":"s1"}`, Green, "tool-read"},
		// Twins that stay as they are.
		{"mcp__dbg__examine_and_patch", `{"addr":"0x1"}`, Yellow, ""},
		{"mcp__gdb__gdb_set_variable", `{"session_id":"s1","expression":"retry_count","value":"0"}`, Red, ""},
	})
}

// The status of a run of work (a sync, a CDN purge, a job, a deploy)
// asked for by the tool's own nouns reads it; a status set or posted,
// and a purge itself, stay what they are.
func TestToolProcessStatusRead(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__akamai__fastpurge_status", `{"purgeId":"e535071c-26b2-11e7-94d7-276f2f54d938"}`, Green, "tool-read"},
		{"mcp__adguard__adguard_sync_status", `{}`, Green, "tool-read"},
		{"mcp__cdn__purge_status", `{"purge_id":"p1"}`, Green, "tool-read"},
		// Twins that stay held.
		{"mcp__akamai__fastpurge_url", `{"urls":["https://shop.example/"]}`, Red, "tool-destructive"},
		{"mcp__cdn__purge_cache_status_pages", `{}`, Red, ""},
		{"mcp__x__set_sync_status", `{"status":"off"}`, Red, ""},
		{"mcp__social__delete_status", `{"id":"1"}`, Red, "tool-destructive"},
	})
}
