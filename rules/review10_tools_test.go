package rules

import "testing"

// A delete or an apply of parts of a document (rows, a table, a
// paragraph) is an edit of a local file only when the call names that
// document as the file: a key that says it is the file acted on holds a
// document's path. A path beside a store's table or a remote document
// (an output file, a log, the project's folder) says where something is
// written or where the agent works, not what is deleted: the delete stays
// held.
func TestReview10PartsOfWhichFile(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		// A store's rows or table, with a local path beside them.
		{"mcp__postgres__delete_table", `{"table":"users","output_file":"/home/u/project/x.log"}`, Red, "tool-destructive"},
		{"mcp__postgres__delete_rows", `{"table":"users","where":"1=1","project_path":"/home/u/project"}`, Red, "tool-destructive"},
		{"mcp__db__delete_rows", `{"table":"orders","log_file":"/home/u/project/del.log"}`, Red, "tool-destructive"},
		{"mcp__sheets__delete_rows", `{"spreadsheet_id":"abc","range":"A1:Z999","output_file":"/home/u/project/x.xlsx"}`, Red, "tool-destructive"},
		// A remote document's parts, with a local path beside them.
		{"mcp__gdocs__delete_paragraph", `{"document_id":"1abc","index":3,"filepath":"/home/u/project/a.docx"}`, Red, "tool-destructive"},
		{"mcp__confluence__delete_section", `{"page_id":"123","heading":"x","project_path":"/home/u/project"}`, Red, "tool-destructive"},
		{"mcp__notion__delete_text", `{"block_id":"b","project_dir":"/home/u/project"}`, Red, "tool-destructive"},
		{"mcp__k8s__apply_format", `{"manifest":"x","project_path":"/home/u/project"}`, Red, ""},
		// The local document's own parts stay an edit of it.
		{"mcp__sheets__delete_sheet_rows", `{"filepath":"/home/u/project/data/plan.xlsx","sheet":"Q1","start_row":3,"count":2}`, Green, "tool-files-local"},
		{"mcp__docx__delete_paragraph", `{"filename":"/home/u/project/docs/notes.docx","paragraph_index":4}`, Green, "tool-files-local"},
		{"mcp__excel__delete_sheet", `{"file_path":"/home/u/project/book.xlsx","sheet":"S1"}`, Green, "tool-files-local"},
	})
}

// A read operation at the top of a call (operation: get, validate) makes
// the objects beside it content (readOpFields) only when their keys say
// content: under a key that names what runs (then, actions, steps,
// requests, a batch) they are more operations, and the call is judged
// whole.
func TestReview10ReadOpBesideOperations(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__db__manage", `{"operation":"get","then":{"operation":"delete","table":"users"}}`, Red, "tool-destructive"},
		{"mcp__db__manage", `{"operation":"validate","actions":[{"op":"delete","table":"users"}]}`, Red, "tool-destructive"},
		{"mcp__db__manage", `{"operation":"get","steps":[{"op":"drop","table":"users"}]}`, Red, "tool-destructive"},
		{"mcp__db__batch", `{"operation":"get","requests":[{"method":"DELETE","path":"/users"}]}`, Red, "tool-destructive"},
		// Content beside a read operation stays content.
		{"mcp__mesh__manage_acl", `{"operation":"validate","aclConfig":{"acls":[{"action":"accept","src":["group:eng"],"dst":["tag:ci:22"]}]}}`, Green, "tool-read"},
		{"mcp__fw__policy_manage", `{"action":"preview","rules":[{"op":"delete","id":4}]}`, Green, "tool-read"},
	})
}

// A work item kept unaddressed (tool-work-item, yellow) is one whose
// arguments reach nobody as far as gatesh reads them: a person named
// deeper than it looks, or in a list inside a list, holds it; so do the
// keys that name people by another word (collaborators, people,
// contacts), and a task that runs something (a scheduler's command or
// script, a pipeline's DAG, a workflow's variables): changing it changes
// what runs, not what someone is to do.
func TestReview10WorkItemReachesNobody(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__pm__update_task", `{"id":"t1","status":"Done","fields":{"a":{"b":{"c":{"d":{"assignee":"dana@acme.example"}}}}}}`, Red, "tool-forge-write"},
		{"mcp__pm__update_task", `{"id":"t1","updates":[[{"assignee":"dana@acme.example"}]]}`, Red, "tool-forge-write"},
		{"mcp__pm__update_task", `{"id":"t1","collaborators":[7]}`, Red, "tool-forge-write"},
		{"mcp__pm__update_task", `{"id":"t1","people":["u2"]}`, Red, "tool-forge-write"},
		{"mcp__pm__update_card", `{"id":"c1","contacts":["u2"]}`, Red, "tool-forge-write"},
		{"mcp__airflow__update_task", `{"dag_id":"etl","task_id":"load","state":"success"}`, Red, ""},
		{"mcp__camunda__complete_task", `{"taskId":"t1","variables":{"approved":true}}`, Red, ""},
		{"mcp__scheduler__update_task", `{"id":"t1","script":"./nightly.sh"}`, Red, ""},
		{"mcp__scheduler__update_task", `{"id":"t1","schedule":"* * * * *"}`, Red, ""},
		// The harmless twins stay yellow.
		{"mcp__pm__update_task", `{"id":"t1","status":"Done","fields":{"estimate":3}}`, Yellow, "tool-work-item"},
		{"mcp__pm__update-tasks", `{"tasks":[{"id":"t1","dueString":"next monday"}]}`, Yellow, "tool-work-item"},
		{"mcp__pm__update_task", `{"id":"t1","status":"Doing"}`, Yellow, "tool-work-item"},
	})
}
