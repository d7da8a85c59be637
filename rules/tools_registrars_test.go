package rules

import "testing"

// Rows from catalogs of registrars, DNS hosts, identity providers,
// hosting panels, browser drivers and debuggers that no measured set
// uses (Infoblox NIOS, LogicBoxes, Vultr DNS, Keycloak, Plesk, cPanel,
// Technitium, Blocky, undetected-chromedriver, LLDB): each class held,
// and a read of the same shape that passes.

// A DNS record named by its type, a transfer code, a domain for sale.
func TestToolDNSRecordTypes(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__infoblox__create_a_record", `{"name":"api.corp.example","ipv4addr":"10.20.30.40"}`, Red, "tool-dns-record-change"},
		{"mcp__infoblox__create_aaaa_record", `{"name":"api.corp.example","ipv6addr":"2001:db8::1"}`, Red, "tool-dns-record-change"},
		{"mcp__infoblox__create_ptr_record", `{"ptrdname":"api.corp.example","ipv4addr":"10.20.30.40"}`, Red, "tool-dns-record-change"},
		{"mcp__logicboxes__add_txt_record", `{"domain_name":"shop.example","host":"@","value":"v=spf1 -all"}`, Red, "tool-dns-record-change"},
		{"mcp__logicboxes__update_mx_record", `{"domain_name":"shop.example","current_value":"mx1.shop.example","new_value":"mx.other.example"}`, Red, "tool-dns-record-change"},
		{"mcp__logicboxes__delete_srv_record", `{"domain_name":"shop.example","host":"_sip._tcp"}`, Red, ""},
		{"mcp__vultr__create_record", `{"domain":"shop.example","record_type":"CNAME","name":"www","data":"other.example"}`, Red, "tool-dns-record-change"},
		{"mcp__registrar__update_nss", `{"domain":"shop.example","nameservers":["ns1.other.example"]}`, Red, "tool-dns-record-change"},
		{"mcp__registrar__get_auth_code", `{"domain":"shop.example"}`, Red, "tool-domain-transfer-code"},
		{"mcp__registrar__domain_get_epp_code", `{"domain":"shop.example"}`, Red, "tool-domain-transfer-code"},
		{"mcp__marketplace__set_for_sale", `{"domain":"old.example","price":"900"}`, Red, "tool-domain-for-sale"},
		{"mcp__infoblox__search_dns_records", `{"name":"api"}`, Green, ""},
		{"mcp__logicboxes__list_dns_records", `{"domain_name":"shop.example"}`, Green, ""},
		{"mcp__infoblox__get_a_record", `{"name":"api.corp.example"}`, Green, ""},
		{"mcp__marketplace__list_for_sale", `{}`, Green, ""},
	})
}

// An identity provider's token key read, its invitation made.
func TestToolIdentityCredentialsAndInvitations(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__idp__tokens_view_key", `{"identifier":"ci"}`, Red, "tool-secret"},
		{"mcp__idp__api_tokens_get_value", `{"id":"t1"}`, Red, "tool-secret"},
		{"mcp__keycloak__invitations_create", `{"email":"dev@contractor.example"}`, Red, "tool-access-identity"},
		{"mcp__idp__tokens_view_expiry", `{"identifier":"ci"}`, Green, ""},
		{"mcp__keycloak__invitations_list", `{}`, Green, ""},
	})
}

// A hosting panel's site changes, a database admin session, a command
// run on a live site judged as ssh would run it there.
func TestToolHostedSites(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__plesk__create_website", `{"domain":"x.example"}`, Red, "tool-hosted-site-change"},
		{"mcp__panel__install_nginx", `{"port":80}`, Red, "tool-hosted-site-change"},
		{"mcp__cpanel__set_php_version", `{"domain":"x.example","version":"8.1"}`, Red, "tool-hosted-site-change"},
		{"mcp__panel__update_wordpress_plugins", `{"site":"x.example"}`, Red, "tool-hosted-site-change"},
		{"mcp__cpanel__update_smtp_host", `{"account":"work","smtp_host":"smtp.other.example"}`, Red, "tool-hosted-site-change"},
		{"mcp__host__open_phpmyadmin", `{"env_id":"e1"}`, Red, "tool-database-admin-session"},
		{"mcp__panel__site_shell_command", `{"fqdn":"blog.example","command":"cat wp-config.php"}`, Red, "secret-credential-file"},
		{"mcp__panel__run_command", `{"server_id":"s1","command":"systemctl restart nginx"}`, Red, ""},
		{"mcp__plesk__list_websites", `{}`, Green, ""},
		{"mcp__cpanel__get_php_version", `{"domain":"x.example"}`, Green, ""},
		{"mcp__panel__site_shell_command", `{"fqdn":"blog.example","command":"ls -la"}`, Green, ""},
		{"mcp__vscode__install_plugin", `{"id":"x"}`, Yellow, ""},
	})
}

// Appointments booked for a contact, a store's listing changed; a
// calendar entry of one's own passes.
func TestToolBookingsAndListings(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__crm__create_appointment", `{"contact_id":"c1","start_time":"2027-01-04T10:00:00Z"}`, Red, "tool-booking-made"},
		{"mcp__clinic__update_appointment", `{"appointment_id":"a1","patient_id":"p1","start":"2027-01-04T10:00:00Z"}`, Red, ""},
		{"mcp__shop__update_listing", `{"listing_id":"l1","title":"New"}`, Red, "tool-store-listing"},
		{"mcp__crm__get_appointments", `{"contact_id":"c1"}`, Green, ""},
		{"mcp__shop__get_listing", `{"listing_id":"l1"}`, Green, ""},
	})
}

// A browser driven by a driver library, its local storage read.
func TestToolBrowserDrivers(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__zendriver__type_text", `{"text":"looks great","submit_key":"Enter"}`, Red, "tool-browser-submit"},
		{"mcp__zendriver__evaluate", `{"expression":"() => document.cookie"}`, Red, "tool-secret"},
		{"mcp__browser__get_local_storage", `{"url":"https://app.example"}`, Red, "tool-secret"},
		{"mcp__zendriver__type_text", `{"text":"looks great"}`, Green, ""},
		{"mcp__zendriver__navigate", `{"url":"https://example.com"}`, Green, ""},
	})
}

// A debugger connected to another machine's debug server; a DNS
// sinkhole's settings and blocking.
func TestToolRemoteDebugAndSinkholes(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__lldb__lldb_command", `{"command":"gdb-remote db1.corp.example:1234"}`, Red, "tool-debugger-remote"},
		{"mcp__gdb__connect_gdbserver", `{"endpoint":"build-7.corp.example:2345"}`, Red, "tool-debugger-remote"},
		{"mcp__technitium__set_upstreams", `{"servers":["203.0.113.53"]}`, Red, "tool-dns-server-settings"},
		{"mcp__blocky__set_blocking", `{"blocking":false}`, Red, "tool-guard-off"},
		{"mcp__lldb__lldb_command", `{"command":"gdb-remote 127.0.0.1:1234"}`, Green, ""},
		{"mcp__gdb__connect_gdbserver", `{"endpoint":"localhost:2345"}`, Yellow, ""},
		{"mcp__blocky__set_blocking", `{"blocking":false,"duration":300}`, Yellow, ""},
		{"mcp__technitium__get_settings", `{}`, Green, ""},
	})
}
