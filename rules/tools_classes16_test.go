package rules

import "testing"

// The classes mcp-fix16 reads (issue 31), from the even lines of mcp9,
// mcp10 and mcp11 and the apps' and APIs' own documentation: each with
// invented names and other spellings, beside its twin that must stay as
// it was.

// A desktop app's MCP server (3D, CAD and building models, motion and
// video editing, audio, decks kept as local files, Windows' debuggers)
// changes the open document: its objects made, moved or styled are the
// app's own state, undone in the app. Its deletes, its uploads and
// shares, code it runs and a server named for a place off this machine
// are judged as any tool's.
func TestToolDesktopAppFamilies(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__maya__create_object", `{"type":"polyCube","name":"crate"}`, Green, "tool-local-app-object"},
		{"mcp__houdini__set_parameter", `{"node_name":"box1","parm":"sizex","value":2}`, Green, "tool-local-app-object"},
		{"mcp__cinema4d__add_primitive", `{"primitive_type":"cube","name":"box"}`, Green, "tool-local-app-object"},
		{"mcp__c4d__set_keyframe", `{"object_name":"box","property_name":"position.y","value":50,"frame":24}`, Green, "tool-local-app-object"},
		{"mcp__rhino__modify_object", `{"name":"slab","translation":[0,0,10]}`, Green, "tool-local-app-object"},
		{"mcp__sketchup__set_material", `{"id":"17","material":"walnut"}`, Green, "tool-local-app-object"},
		{"mcp__revit__create_level", `{"elevation":3000,"name":"Level 2"}`, Green, "tool-local-app-object"},
		{"mcp__autocad__create_polyline", `{"points":[[0,0],[10,0],[10,5]]}`, Green, "tool-local-app-object"},
		{"mcp__aftereffects__create-composition", `{"name":"Lower third","width":1920,"height":1080}`, Green, "tool-local-app-object"},
		{"mcp__photoshop__add_text_layer", `{"text":"Sale","font_size":48}`, Green, "tool-local-app-object"},
		{"mcp__davinci__append_to_timeline", `{"clip_ids":["c1"]}`, Green, "tool-local-app-object"},
		{"mcp__pptx__add_slide", `{"layout_index":1,"title":"Q3"}`, Green, "tool-local-app-object"},
		{"mcp__windbg__set_breakpoint", `{"session_id":"s1","address":"app!main"}`, Green, ""},
		// Twins that stay held: deletes, sending the work out, code run
		// in the app, a cloud or a shared server of the same app.
		{"mcp__maya__delete_project", `{"name":"shot010"}`, Red, "tool-destructive"},
		{"mcp__photoshop__publish_to_behance", `{"title":"Poster"}`, Red, "tool-outward"},
		{"mcp__revit__share_model", `{"email":"client@example.com"}`, Red, "tool-outward"},
		{"mcp__houdini__execute_python", `{"code":"import os; os.remove('/home/u/.ssh/id_ed25519')"}`, Red, ""},
		{"mcp__maya_cloud__create_object", `{"type":"polyCube"}`, Yellow, "tool-unknown"},
		{"mcp__pptx__save_presentation", `{"file_path":"/home/u/.bashrc"}`, Red, ""},
	})
}

// A local app's delete or clear of a part of the open document (a
// component, an element, a layer, a timeline, an actor) comes back with
// the app's undo: green, as an edit of a file is. A whole scene (a
// streaming app's has no undo), what goes from the disk (a file, a
// project, a library, a recording), what a flashcard app syncs (notes,
// cards, decks), a delete handed a path, a cloud server of the same app,
// a process killed and any other server's delete stay held.
func TestToolLocalAppDelete(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__sketchup__delete_component", `{"id":"17"}`, Green, "tool-local-app-delete"},
		{"mcp__revit__delete_element", `{"elementIds":["612345","612346"]}`, Green, "tool-local-app-delete"},
		{"mcp__rhino__delete_object", `{"name":"scratch_box"}`, Green, "tool-local-app-delete"},
		{"mcp__blender__remove_object", `{"name":"Cube"}`, Green, "tool-local-app-delete"},
		{"mcp__davinci__delete_timelines_by_id", `{"timeline_ids":["tl_7"]}`, Green, "tool-local-app-delete"},
		{"mcp__photoshop__deleteLayer", `{"layer_id":4}`, Green, "tool-local-app-delete"},
		// Twins that stay held.
		{"mcp__blender__delete_file", `{"id":"1"}`, Red, "tool-destructive"},
		{"mcp__cinema4d__delete_project", `{"name":"planet"}`, Red, "tool-destructive"},
		{"mcp__calibre__remove_books", `{"ids":[3,4]}`, Red, "tool-destructive"},
		{"mcp__obs__delete_recording", `{"name":"standup"}`, Red, "tool-destructive"},
		{"mcp__anki__delete_notes", `{"notes":[1496198395707]}`, Red, "tool-destructive"},
		{"mcp__blender__delete_object", `{"path":"/home/u/scene.blend"}`, Red, ""},
		{"mcp__sketchup_cloud__delete_component", `{"id":"17"}`, Red, "tool-destructive"},
		{"mcp__frida__kill_process", `{"pid":4120}`, Red, "tool-destructive"},
		{"mcp__blender__purge_orphans", `{}`, Red, "tool-destructive"},
		{"mcp__obs__obs-remove-scene", `{"sceneName":"Interview"}`, Red, "tool-destructive"},
		{"mcp__cinema4d__delete_scene", `{"name":"planet"}`, Red, "tool-destructive"},
		{"mcp__shop__delete_component", `{"id":"17"}`, Red, "tool-destructive"},
		{"mcp__cms__delete_element", `{"id":"hero"}`, Red, "tool-destructive"},
	})
}

// A run of an app's or a platform's named action (a hosted browser app's
// invoke_action, a portal's run_action, a workflow tool's
// trigger_action) does what the action's name says: its sends and
// deletes are held. An action named for a read passes.
func TestToolNamedActionRun(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__kernel__invoke_action", `{"app_name":"outreach","action_name":"send-linkedin-messages","payload":"{}"}`, Red, "tool-outward"},
		{"mcp__portal__run_action", `{"action_identifier":"delete_environment","entity":"staging"}`, Red, "tool-destructive"},
		{"mcp__flows__triggerAction", `{"actionName":"email-all-customers"}`, Red, ""},
		{"mcp__kernel__invoke_action", `{"app_name":"scraper","action_name":"get-page-title","payload":"{}"}`, Green, "tool-read"},
	})
}

// An outward or infrastructure verb whose object stays on this machine
// or in the app: packets, a screen or frames captured (tshark's,
// Wireshark's, a screen recorder's capture) are read; a message bus's
// topic, queue or feed subscribed to (MQTT, NATS, Kafka, Redis pub/sub)
// is listened to; a theme, an effect, a preset or a style applied
// changes a document's look; a debugger's session, a browser's tab or a
// connection closed ends this client's handle; a break or an interrupt
// is sent to the debuggee or a notebook's kernel. Enumerating lists.
// Their twins with a payment, a plan, an issue, a manifest or a message
// stay held.
func TestToolVerbKeptHere(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__net__capture_packets", `{"interface":"lo","duration":5}`, Green, "tool-read"},
		{"mcp__tshark__captureTraffic", `{"iface":"lo0","seconds":10}`, Green, "tool-read"},
		{"mcp__rec__capture-screen", `{"display":0}`, Green, "tool-read"},
		{"mcp__mqtt__subscribe_topic", `{"topic":"sensors/+/temp","max_messages":20}`, Green, "tool-read"},
		{"mcp__nats__subscribe-subject", `{"subject":"orders.created","timeout":5}`, Green, "tool-read"},
		{"mcp__bus__SubscribeQueue", `{"queue":"jobs"}`, Green, "tool-read"},
		{"mcp__frida__enumerate_devices", `{}`, Green, "tool-read"},
		{"mcp__dbg__enumerate-modules", `{"pid":4120}`, Green, "tool-read"},
		{"mcp__ui__apply_theme", `{"preset":"nord"}`, Yellow, "tool-unknown"},
		{"mcp__motion__applyEffectPreset", `{"layer":2,"preset":"glow"}`, Yellow, "tool-unknown"},
		{"mcp__dbg__close_session", `{"session_id":"s1"}`, Yellow, "tool-unknown"},
		{"mcp__browser__close-tab", `{"index":2}`, Green, "tool-browser"},
		{"mcp__dbg__send_ctrl_break", `{"session_id":"s1"}`, Yellow, "tool-unknown"},
		{"mcp__jupyter__send_interrupt", `{"kernel_id":"k1"}`, Yellow, "tool-unknown"},
		// Twins: money captured, a plan or a newsletter subscribed to, a
		// manifest applied, an issue or a ticket closed, a message sent,
		// a message published on a topic.
		{"mcp__pay__capture_payment_intent", `{"id":"pi_1"}`, Red, "tool-outward"},
		{"mcp__pay__capture_charge", `{"id":"ch_1"}`, Red, "tool-outward"},
		{"mcp__billing__subscribe_customer", `{"customer":"c1","plan":"pro"}`, Red, "tool-outward"},
		{"mcp__mail__subscribe_to_newsletter", `{"email":"a@example.com"}`, Red, "tool-outward"},
		{"mcp__k8s__apply_manifest", `{"yaml":"kind: Deployment"}`, Red, "tool-infrastructure"},
		{"mcp__cf__apply_template", `{"stack":"prod"}`, Red, "tool-infrastructure"},
		{"mcp__forge__close_issue", `{"number":4}`, Red, "tool-outward"},
		{"mcp__desk__close_ticket_session", `{"ticket":"T-1"}`, Red, "tool-outward"},
		{"mcp__chat__send_message", `{"channel":"#ops","text":"hi"}`, Red, "tool-outward"},
		{"mcp__mqtt__publish_topic", `{"topic":"plant/line1/stop","payload":"1"}`, Red, "tool-outward"},
	})
}
