package rules

import "testing"

// Verbs and nouns of tools that change a remote system (issue 31). Rows
// are written from the shapes the servers' documentation gives, with
// invented names, beside twins of the same shape that must stay as they
// are.

// Scrapping an asset writes it off for good; unsigning a zone strips its
// DNSSEC signatures. A database user's privileges are access.
func TestToolScrapUnsignPrivileges(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__ledger__scrap_asset", `{"asset":"AST-0007"}`, Red, "tool-destructive"},
		{"mcp__books__asset_scrap", `{"asset_id":7}`, Red, "tool-destructive"},
		{"mcp__dns__unsign_zone", `{"zone":"corp.example"}`, Red, "tool-destructive"},
		{"mcp__dns__dnssec_unsign_zone", `{"zone":"corp.example"}`, Red, "tool-destructive"},
		{"mcp__panel__mysql_set_privileges", `{"user":"report","database":"shop","privileges":"SELECT"}`, Red, "tool-access"},
		{"mcp__db__grant_user_privileges", `{"user":"report"}`, Red, ""},
		// Twins that stay as they are.
		{"mcp__ledger__get_asset", `{"asset":"AST-0007"}`, Green, "tool-read"},
		{"mcp__dns__sign_zone_status", `{"zone":"corp.example"}`, Green, ""},
		{"mcp__panel__mysql_list_privileges", `{"user":"report"}`, Green, "tool-read"},
	})
}

// A version after a verb that sets it is what is set, not a read: the
// name changes something (set_version, panel_php_set_version).
func TestToolSetVersionIsWrite(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__pkg__set_version", `{"version":"2.0.0"}`, Yellow, ""},
		{"mcp__host__node_set_version", `{"version":"20"}`, Yellow, ""},
		{"mcp__host__get_version", `{}`, Green, "tool-read"},
		{"mcp__host__list_versions", `{}`, Green, "tool-read"},
	})
}

// Reloading a proxy, a web server or a service makes it re-read its
// configuration while it serves others. A tool that reloads its own list
// or a page's view is no such thing.
func TestToolReloadServing(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__panel__settings-reloadProxy", `{}`, Red, "tool-infrastructure"},
		{"mcp__web__reload_nginx", `{"host":"web-1"}`, Red, "tool-infrastructure"},
		{"mcp__ops__service_reload", `{"name":"haproxy"}`, Red, "tool-infrastructure"},
		// Twins that are not held.
		{"mcp__net__reload_devices", `{"file":"devices.json"}`, Yellow, ""},
		{"mcp__web__reload_page", `{}`, Yellow, ""},
		{"mcp__cisco__get_command_help", `{"command":"reload"}`, Green, ""},
	})
}

// A link that signs its holder in as a user is that user's credential;
// a command array that prints a panel's admin password is judged as the
// shell command it is.
func TestToolLoginLinkAndPanelSecret(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__desk__platform_get_user_sso_link", `{"id":4}`, Red, "tool-secret"},
		{"mcp__auth__get_login_link", `{"user_id":"u1"}`, Red, "tool-secret"},
		{"mcp__hosting__exec", `{"command":["cat","/etc/psa/.psa.shadow"]}`, Red, "secret-more-files"},
		{"mcp__hosting__exec", `{"command":["head","-1","/etc/shadow-"]}`, Red, ""},
		// Twins that stay green.
		{"mcp__desk__platform_get_user", `{"id":4}`, Green, "tool-read"},
		{"mcp__hosting__exec", `{"command":["ls","/etc/psa"]}`, Green, ""},
	})
}

// What an accounting system posts to its ledger is money: a credit note
// a return makes, a stock entry at its value, a journal entry.
func TestToolLedgerDocuments(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__erp__create_sales_return", `{"invoice":"SINV-1"}`, Red, "tool-money"},
		{"mcp__erp__create_purchase_return", `{"receipt":"PR-1"}`, Red, "tool-money"},
		{"mcp__erp__create_stock_entry", `{"type":"Material Issue","items":[{"item":"A","qty":5}]}`, Red, "tool-money"},
		{"mcp__books__create_journal_entry", `{"lines":[]}`, Red, "tool-money"},
		{"mcp__books__create_debit_note", `{"bill":"B-1"}`, Red, "tool-money"},
		// Twins that stay green.
		{"mcp__erp__get_stock_ledger_entries", `{"item":"A"}`, Green, "tool-read"},
		{"mcp__erp__list_journal_entries", `{}`, Green, "tool-read"},
	})
}

// A hosted shop's or CMS's module, theme or menu changed is live for
// every visitor. A module of a local language, or a design system's
// theme, is no such thing.
func TestToolStorefrontChange(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__prestashop__install_module", `{"module_name":"ps_facebook"}`, Red, "tool-storefront-change"},
		{"mcp__prestashop__update_theme_setting", `{"setting":"footer","value":"x"}`, Red, "tool-storefront-change"},
		{"mcp__prestashop__add_main_menu_link", `{"name":"Deals","url":"https://deals.example"}`, Red, "tool-storefront-change"},
		{"mcp__magento__uninstall_module", `{"name":"Vendor_Pay"}`, Red, ""},
		// Twins that are not held.
		{"mcp__prestashop__get_modules", `{}`, Green, "tool-read"},
		{"mcp__python__install_module", `{"name":"requests"}`, Yellow, ""},
		{"mcp__shadcn__apply_theme", `{"presetId":"catppuccin"}`, Yellow, ""},
	})
}

// A mass or bulk update overwrites what every selected record held;
// records made in bulk are new beside what exists.
func TestToolMassChange(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__crm__crm_mass_update", `{"module":"Accounts","cvid":"9","data":{"Rating":"Cold"}}`, Red, "tool-mass-change"},
		{"mcp__crm__records_bulk_update", `{"ids":[1,2],"data":{"owner":3}}`, Red, "tool-mass-change"},
		// Twins that are not held.
		{"mcp__crm__get_mass_update_status", `{"job_id":"j1"}`, Green, "tool-read"},
		{"mcp__crm__bulk_create_records", `{"records":[{"name":"x"}]}`, Yellow, ""},
	})
}

// A share link asked for with public access is made, and opens the file
// to whoever holds the link; one got without it, or a list filtered to
// the public ones, reads.
func TestToolPublicShareLink(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__nas__drive_get_sharing_link", `{"path":"/team/hr/salaries.xlsx","public":true}`, Red, "tool-access"},
		{"mcp__files__get_shared_link", `{"file_id":"f1","is_private":false}`, Red, "tool-access"},
		// Twins that stay green.
		{"mcp__nas__drive_get_sharing_link", `{"path":"/team/hr/salaries.xlsx"}`, Green, "tool-read"},
		{"mcp__files__list_shared_links", `{"public":true}`, Green, "tool-read"},
	})
}

// Testing a notification sends a real one to the channel or the address
// behind it; testing a webhook reaches the owner's own endpoint.
func TestToolNotificationTest(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__ops__notification_template_test", `{"template_id":2}`, Red, "tool-notification-test"},
		{"mcp__alerts__test_notification_channel", `{"id":"c1"}`, Red, "tool-notification-test"},
		{"mcp__ops__notification_templates_list", `{}`, Green, "tool-read"},
		{"mcp__pay__test_webhook", `{"id":"w1"}`, Green, ""},
	})
}
