package rules

import (
	"testing"

	"gatesh/mcpdesc"
)

// The over-holds mcp-fix12-green reads by class (issue 31), from mcp7's
// green and yellow calls held: each class with invented names and other
// spellings, beside its twin that reaches people, deletes, or writes
// where the path rules hold (it must still hold).

// A team's work item (a task, a to-do, a card) that exists, changed so
// that it reaches nobody, is
// yellow; one that names a person, @mentions, notifies, or goes where
// everyone reads is held as before, and so are items made or moved to
// another list, comments, issues, deletes and dashboards.
func TestToolWorkItemUnaddressed(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__planner__update_task", `{"id":"t-91","status":"In progress"}`, Yellow, "tool-work-item"},
		{"mcp__planner__updateTask", `{"taskId":"t-91","status":"Blocked"}`, Yellow, "tool-work-item"},
		{"mcp__planner__task_crud", `{"operation":"update","id":881,"done":true}`, Yellow, "tool-work-item"},
		{"mcp__lists__update-todos", `{"todos":[{"id":"td-4","content":"Renew the staging cert","due":"tomorrow"}]}`, Yellow, "tool-work-item"},
		{"mcp__lists__complete_todos", `{"ids":["td-4"]}`, Yellow, "tool-work-item"},
		{"mcp__kanban__edit-card", `{"card_id":3,"title":"Draft the Q1 plan"}`, Yellow, "tool-work-item"},
		{"mcp__board__update_checklist", `{"checklist_id":"cl-2","name":"Launch steps"}`, Yellow, "tool-work-item"},
		// The same change handed to a person, or telling them.
		{"mcp__planner__update_task", `{"id":"t-91","assignee":"dana@acme.example"}`, Red, "tool-forge-write"},
		{"mcp__planner__updateTask", `{"taskId":"t-91","assigneeIds":[7]}`, Red, "tool-forge-write"},
		{"mcp__planner__update_task", `{"id":"t-91","responsible_user":"maria"}`, Red, "tool-forge-write"},
		{"mcp__planner__update_task", `{"id":"t-91","owner":"ops-team"}`, Red, "tool-forge-write"},
		{"mcp__kanban__edit-card", `{"card_id":3,"description":"@dana can you take this?"}`, Red, "tool-forge-write"},
		{"mcp__kanban__edit-card", `{"card_id":3,"notify_members":true}`, Red, "tool-forge-write"},
		{"mcp__lists__update-todos", `{"todos":[{"id":"td-4","assignee":"ops@acme.example"}]}`, Red, "tool-forge-write"},
		// Put where everyone reads it.
		{"mcp__planner__update_task", `{"id":"t-91","board":"Company/Announcements"}`, Red, "tool-forge-write"},
		{"mcp__kanban__edit-card", `{"card_id":3,"space":"public-news"}`, Red, "tool-forge-write"},
		// Not a change of an item that exists: one made, or moved to
		// another list, appears where others follow it.
		{"mcp__planner__create_task", `{"title":"Profile the CSV export","board":"Eng/Active"}`, Red, "tool-forge-write"},
		{"mcp__kanban__new_card", `{"title":"Draft the Q1 plan","column":"Backlog"}`, Red, "tool-forge-write"},
		{"mcp__kanban__move_card", `{"cardId":"c-1","listId":"l-2"}`, Red, "tool-forge-write"},
		// Not a work item: a comment, an issue, a document others read,
		// a dashboard; a delete; a task that is a scheduled job's.
		{"mcp__notes__edit_document", `{"document_id":"d-7","title":"x"}`, Red, "tool-forge-write"},
		{"mcp__planner__add_task_comment", `{"taskId":"t-91","text":"Blocked on vendor"}`, Red, ""},
		{"mcp__forge__update_issue", `{"number":4,"state":"closed"}`, Red, "tool-forge-write"},
		{"mcp__bi__update_dashboard", `{"id":14,"description":"Weekly"}`, Red, "tool-forge-write"},
		{"mcp__planner__delete_task", `{"id":"t-91"}`, Red, "tool-destructive"},
		{"mcp__bi__update_cloud_extract_refresh_task", `{"taskId":"r-1","frequency":"Weekly"}`, Red, ""},
	})
}

// A write to a document, a sheet or a workbook that this machine holds,
// named by its path, is judged by the path rules: an edit in the
// project, held outside it; a tool's write puts what it makes in the
// file, which `: > FILE` (data-file-truncated) does not say of it.
func TestToolLocalDocumentParts(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__sheets__write_cells", `{"filepath":"/home/u/project/data/plan.xlsx","sheet":"Q1","data":[["a",1]]}`, Green, "tool-files-local"},
		{"mcp__sheets__create_workbook", `{"file_path":"/home/u/project/data/new.xlsx"}`, Green, "tool-files-local"},
		{"mcp__sheets__apply_formula", `{"filepath":"/home/u/project/data/plan.xlsx","cell":"B5","formula":"=SUM(B2:B4)"}`, Green, "tool-files-local"},
		{"mcp__sheets__delete_sheet_rows", `{"filepath":"/home/u/project/data/plan.xlsx","sheet":"Q1","start_row":3,"count":2}`, Green, "tool-files-local"},
		{"mcp__docx__delete_paragraph", `{"filename":"/home/u/project/docs/notes.docx","paragraph_index":4}`, Green, "tool-files-local"},
		{"mcp__docx__remove-table", `{"filename":"/home/u/project/docs/notes.docx","table_index":0}`, Green, "tool-files-local"},
		{"mcp__docx__copy_document", `{"source_filename":"/home/u/project/docs/a.docx","destination_filename":"/home/u/project/docs/b.docx"}`, Green, "tool-files-local"},
		{"mcp__csvtool__write_rows", `{"path":"/home/u/project/data/fixtures.csv","rows":[["id"],["1"]]}`, Green, ""},
		// The same outside the project, where no history keeps it.
		{"mcp__sheets__write_cells", `{"filepath":"/home/u/Documents/payroll.xlsx","sheet":"Dec","data":[["a",0]]}`, Red, "overwrite-outside-project"},
		{"mcp__sheets__delete_sheet_rows", `{"filepath":"/home/u/Documents/payroll.xlsx","start_row":1,"count":50}`, Red, "overwrite-outside-project"},
		{"mcp__docx__delete_paragraph", `{"filename":"/home/u/Documents/contract.docx","paragraph_index":4}`, Red, "overwrite-outside-project"},
		{"mcp__docx__copy_document", `{"source_filename":"/home/u/project/docs/a.docx","destination_filename":"/home/u/Documents/b.docx"}`, Red, "overwrite-outside-project"},
		// Into a start-up file, or a copy of a key into the project.
		{"mcp__docx__copy_document", `{"source_filename":"/home/u/project/a.txt","destination_filename":"/home/u/.bashrc"}`, Red, ""},
		{"mcp__docx__copy_document", `{"source_filename":"/home/u/.ssh/id_ed25519","destination_filename":"/home/u/project/k.txt"}`, Red, ""},
		// The file itself deleted, or a part of a remote document.
		{"mcp__files__delete_file", `{"path":"/home/u/Documents/payroll.xlsx"}`, Red, ""},
		{"mcp__gdocs__delete_paragraph", `{"document_id":"1AbC","paragraph_index":4}`, Red, "tool-destructive"},
		// A file tool's write of nothing still empties a data file.
		{"Write", `{"file_path":"/home/u/project/data/customers.csv","content":""}`, Red, "data-file-truncated"},
	})
}

// An operation named in a read's content (an ACL's entries' action:
// "accept" checked by operation: "validate") is a field of what is read;
// the same entries under an operation that writes change access.
func TestToolReadOperationContent(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__mesh__manage_acl", `{"operation":"validate","aclConfig":{"acls":[{"action":"accept","src":["group:eng"],"dst":["tag:ci:22"]}]}}`, Green, "tool-read"},
		{"mcp__fw__policy_manage", `{"action":"preview","rules":[{"op":"delete","id":4}]}`, Green, "tool-read"},
		{"mcp__mesh__manage_acl", `{"operation":"update","aclConfig":{"acls":[{"action":"accept","src":["*"],"dst":["*:*"]}]}}`, Red, "tool-access"},
		{"mcp__fw__policy_manage", `{"action":"apply","rules":[{"op":"delete","id":4}]}`, Red, ""},
		// No operation at the top: the nested one is what runs.
		{"mcp__api__batch", `{"request":{"verb":"delete","id":4}}`, Red, "tool-destructive"},
	})
}

// Postman's collection is a set of requests, not a debt collection: run
// it and no customer is chased; a dunning cadence still is.
func TestToolCollectionIsNoDunning(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__apiclient__runCollection", `{"collectionId":"c-1","environmentId":"e-1"}`, Yellow, ""},
		{"mcp__apiclient__run_collection", `{"collection_id":"c-1"}`, Yellow, ""},
		{"mcp__ar__run_chasing_cadence", `{"id":"310"}`, Red, "tool-dunning"},
		{"mcp__ar__start_debt_collection", `{"customer":"c1"}`, Red, "tool-dunning"},
	})
}

// What a tool's description says one of its operations does (delete, of
// "create, get, update, delete, list") is not said of a call whose
// arguments choose another operation the lexicon reads, nor, of a tool
// that runs SQL, of a call whose SQL the SQL rules judged: those are
// judged as the hook route judges them. The call that chooses that
// operation, or one the lexicon does not read, or SQL that deletes, is
// held as before.
func TestToolDescribedOtherOperation(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	described := func(tool, input, desc string) Decision {
		c := call(t, tool, input)
		c.Hints.Said = mcpdesc.Read(desc, nil)
		return s.ClassifyTool(c)
	}
	for _, tc := range []struct {
		tool, input, desc string
		held              bool
	}{
		{"mcp__tasks__task_crud", `{"operation":"get","id":881}`, "create, get, update, delete, list", false},
		{"mcp__tasks__task_crud", `{"operation":"update","id":881,"done":true}`, "create, get, update, delete, list", false},
		{"mcp__boxes__box_manage", `{"action":"list"}`, "Supports creating, listing, getting, deleting, pausing, resuming, and forking boxes", false},
		{"mcp__kv__manage_backup", `{"database_id":"d1","operation":"create","backup_name":"b"}`, "Create, delete, or restore backups for a database", false},
		{"mcp__sqlite__execute_query", `{"database":"app-dev","query":"SELECT id FROM users LIMIT 10"}`, "Execute SQL that can modify/delete data (INSERT, UPDATE, DELETE, DROP, ALTER)", false},
		// The operation the description names, one the lexicon does not
		// read, none at all, and SQL that deletes everything.
		{"mcp__tasks__task_crud", `{"operation":"delete","id":881}`, "create, get, update, delete, list", true},
		{"mcp__tasks__task_crud", `{"operation":"bulk-delete","ids":[1,2]}`, "create, get, update, delete, list", true},
		{"mcp__tasks__task_crud", `{"operation":"frobnicate","id":881}`, "create, get, update, delete, list", true},
		{"mcp__tasks__task_crud", `{"id":881}`, "create, get, update, delete, list", true},
		{"mcp__kv__manage_backup", `{"database_id":"d1","operation":"restore","backup_id":"b"}`, "Create, delete, or restore backups for a database", true},
		{"mcp__sqlite__execute_query", `{"database":"app-dev","query":"DELETE FROM sessions"}`, "Execute SQL that can modify/delete data (INSERT, UPDATE, DELETE, DROP, ALTER)", true},
		// What a description says sends, spends or reveals stands.
		{"mcp__mail__mail_manage", `{"operation":"get","id":"m1"}`, "Sends an email to the customer", true},
		{"mcp__keys__key_manage", `{"operation":"list"}`, "Returns the API key and secret of every project", true},
	} {
		d := described(tc.tool, tc.input, tc.desc)
		if held := d.Verdict == Hold || d.Verdict == Deny; held != tc.held {
			var ids []string
			for _, h := range d.Hits {
				ids = append(ids, h.ID)
			}
			t.Errorf("%s %s (%q): held %v, want %v; hits %v", tc.tool, tc.input, tc.desc, held, tc.held, ids)
		}
	}
}
