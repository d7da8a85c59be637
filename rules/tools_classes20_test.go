package rules

import "testing"

// The classes read from mcp15's even lines and the servers' documented
// shapes (issue 31): each with invented names and other spellings, beside
// its twin that must stay as it was.

// The URL a hosted sandbox gives for one of its ports is public (E2B's
// https://PORT-ID.e2b.app, Daytona's preview links): a read of it, as a
// change that makes one, hands the port to anyone. A list, and a local
// dev server's preview, name no such machine.
func TestToolSandboxPortURL(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__e2b__get_sandbox_url", `{"sandboxId":"i7k2m9q4x1","port":5432}`, Red, "tool-outward"},
		{"mcp__e2b__getSandboxUrl", `{"sandbox_id":"sb-1","port":6379}`, Red, "tool-outward"},
		{"mcp__daytona__web_preview", `{"port":8080}`, Red, "tool-outward"},
		{"mcp__runner__get_sandbox_preview_link", `{"sandbox":"sb-1","port":3000}`, Red, "tool-outward"},
		// Twins.
		{"mcp__e2b__get_sandbox_info", `{"sandboxId":"i7k2m9q4x1"}`, Green, "tool-read"},
		{"mcp__dev__get_preview_url", `{"port":3000}`, Green, "tool-read"},
		{"mcp__devserver__get_server_url", `{"port":3000}`, Green, "tool-read"},
		{"mcp__docker__get_container_url", `{"container":"web","port":8080}`, Green, "tool-read"},
		{"mcp__e2b__list_sandbox_urls", `{"sandboxId":"i7k2m9q4x1","port":5432}`, Green, "tool-read"},
	})
}

// A mail rule or filter that moves what it matches to the deleted
// items, the trash, junk or spam deletes each message as it arrives,
// before anyone reads it.
func TestToolMailRuleDeletes(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__outlook__create-rule", `{"name":"archive","fromAddresses":"security@acme.example","moveToFolder":"Deleted Items","markAsRead":true}`, Red, "tool-destructive"},
		{"mcp__gmail__create_filter", `{"criteria":{"from":"alerts@acme.example"},"action":{"addLabelIds":["TRASH"]}}`, Red, "tool-destructive"},
		{"mcp__mail__update_mail_rule", `{"id":"r1","actions":{"move_to_folder":"Junk Email"}}`, Red, "tool-destructive"},
		// Twins: another folder, and one message moved (reversible).
		{"mcp__outlook__create-rule", `{"name":"news","fromAddresses":"news@acme.example","moveToFolder":"Newsletters"}`, Yellow, "tool-unknown"},
		{"mcp__gmail__create_filter", `{"criteria":{"from":"alerts@acme.example"},"action":{"addLabelIds":["Label_12"]}}`, Yellow, "tool-unknown"},
		{"mcp__gmail__modify_email", `{"id":"1","addLabelIds":["TRASH"]}`, Yellow, "tool-unknown"},
	})
}

// A template changed with a mail's subject or HTML is what everyone it
// is sent to gets from then on; one made anew is sent from nowhere yet,
// and a template of other text (a router's) is no mail.
func TestToolMailTemplateChange(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__sendgrid__update_template_html", `{"templateId":"d-1","versionId":"v-77","htmlContent":"<p>Pay here</p>","subject":"Action needed"}`, Red, "tool-mail-template-change"},
		{"mcp__mailtrap__update-template", `{"template_id":40211,"subject":"Your account is suspended"}`, Red, "tool-mail-template-change"},
		{"mcp__postmark__editTemplate", `{"templateId":7,"HtmlBody":"<p>x</p>","Subject":"Receipt"}`, Red, "tool-mail-template-change"},
		// Twins.
		{"mcp__sendgrid__create_template", `{"name":"winter-sale-draft","subject":"Winter sale","htmlContent":"<p>Draft</p>"}`, Yellow, "tool-unknown"},
		{"mcp__listmonk__update_template", `{"template_id":5,"name":"Order receipt"}`, Yellow, "tool-unknown"},
		{"mcp__sendgrid__get_template", `{"templateId":"d-1"}`, Green, "tool-read"},
	})
}

// An identity provider's application is an OAuth client: the one record
// read carries its client secret (Auth0's GET /clients/{id}, Keycloak's
// GET /clients/{id}). A list names them, and a client's grants are no
// secret of it.
func TestToolOAuthClientRead(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__auth0__auth0_get_application", `{"client_id":"Xy12Ab34Cd56Ef78Gh90Ij12Kl34Mn56"}`, Red, "tool-oauth-client-read"},
		{"mcp__keycloak__get_client", `{"realm":"acme","id":"c-1"}`, Red, "tool-oauth-client-read"},
		{"mcp__auth0__auth0_show_client", `{"id":"Xy12"}`, Red, "tool-oauth-client-read"},
		// Twins.
		{"mcp__auth0__auth0_list_applications", `{"per_page":50}`, Green, "tool-read"},
		{"mcp__auth0__auth0_get_client_grants", `{"client_id":"Xy12"}`, Green, "tool-read"},
		{"mcp__acme__get_application", `{"id":"1"}`, Green, "tool-read"},
	})
}

// An expense or a purchase recorded as paid from an account posts money
// spent from it to the books (QuickBooks' Purchase by cash, check or
// card); one booked with no account it was paid from, or a read, is not.
func TestToolPaidExpense(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__quickbooks__create_expense", `{"payment_type":"Check","payment_account":"1000 Operating Account","entity_name":"J. Doe","lines":[{"account_name":"6500 Contractors","amount":9800}]}`, Red, "tool-money"},
		{"mcp__books__update_expense", `{"id":"7","paymentType":"CreditCard","amount":120}`, Red, "tool-money"},
		{"mcp__ledger__add_expense", `{"paid_from":"Business Checking","amount":49}`, Red, "tool-money"},
		// Twins.
		{"mcp__invoiceninja__create_expense", `{"amount":49.0,"category_id":"software","vendor_id":"v-12"}`, Yellow, "tool-unknown"},
		{"mcp__quickbooks__search_expenses", `{"payment_type":"Check"}`, Green, "tool-read"},
	})
}

// A session cookie set in a browser (by its name, or a JSON Web Token as
// its value) on a site off this machine signs the browser in as whoever
// it was issued to; a preference cookie, or one for localhost, does not.
func TestToolSessionCookieSet(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__selenium__add_cookie", `{"name":"session","value":"eyJhbGciOi.stolen","domain":".bank.example"}`, Red, "tool-session-cookie-set"},
		{"mcp__zenrows__browser_set_cookies", `{"name":"session","value":"eyJhbGciOiJIUzI1NiJ9.x","domain":".bank.example.com","path":"/"}`, Red, "tool-session-cookie-set"},
		{"mcp__browser__set_cookies", `{"cookies":[{"name":"auth_token","value":"abc","domain":"app.example"}]}`, Red, "tool-session-cookie-set"},
		{"mcp__webdriver__add_cookie", `{"name":"prefs","value":"eyJ0aGVtZSI6ImRhcmsifQ","domain":"shop.example"}`, Red, "tool-session-cookie-set"},
		// Twins.
		{"mcp__nodriver__set_cookie", `{"name":"theme","value":"dark","domain":"localhost","path":"/"}`, Green, "tool-browser"},
		{"mcp__selenium__add_cookie", `{"name":"theme","value":"dark","domain":".bank.example"}`, Yellow, "tool-unknown"},
		{"mcp__selenium__add_cookie", `{"name":"session","value":"x1","domain":"localhost"}`, Yellow, "tool-unknown"},
	})
}

// A rename handed the object's old name under its noun and a new name
// (Jenkins' rename-job {job_name, new_name}) only renames: what the
// automation does is as before. An update that sets more, or a
// production target, is held as before.
func TestToolRenameByOldName(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__jenkins__rename-job", `{"job_name":"payments-api-ci-old","new_name":"payments-api-ci-legacy"}`, Yellow, "tool-unknown"},
		{"mcp__n8n__rename_workflow", `{"workflowName":"nightly-sync","newName":"nightly-sync-v1"}`, Yellow, "tool-unknown"},
		// Twins.
		{"mcp__jenkins__update-job", `{"job_name":"payments-api-ci-old","name":"x"}`, Red, "tool-automation-change"},
		{"mcp__jenkins__rename-job", `{"job_name":"payments-api-ci-old","new_name":"x","config_xml":"<project/>"}`, Red, "tool-automation-change"},
		{"mcp__jenkins__rename-job", `{"job_name":"deploy-prod","new_name":"deploy-prod-old"}`, Red, "tool-target-production"},
	})
}
