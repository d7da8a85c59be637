package rules

import "testing"

// Red effects of MCP calls read from the servers' own documentation
// (issue 31), each with invented names and other spellings, beside its
// twin that must stay as it was.

// A network scanner or a web attack tool that a server wraps, aimed at a
// host that is not this machine, attacks that host; aimed at localhost
// it stays here, and reading a scan's results back scans nothing.
func TestToolScannerRemote(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__pentest__nmap_scan", `{"target":"shop.partner.example","scan_type":"-sV","additional_args":"--script vuln"}`, Red, "tool-scanner-remote"},
		{"mcp__recon__masscan", `{"range":"198.51.100.0/24","ports":"0-65535"}`, Red, "tool-scanner-remote"},
		{"mcp__hexstrike__nuclei_scan", `{"target":"https://portal.other.example"}`, Red, "tool-scanner-remote"},
		{"mcp__redteam__sqlmapScan", `{"url":"https://legacy.other.example/login.php","data":"u=a&p=b"}`, Red, "tool-scanner-remote"},
		{"mcp__kali__ffuf_fuzz", `{"url":"https://api.other.example/FUZZ","wordlist":"/usr/share/wordlists/common.txt"}`, Red, "tool-scanner-remote"},
		{"mcp__sec__feroxbuster", `{"hosts":["203.0.113.7"]}`, Red, "tool-scanner-remote"},
		// Twins: this machine, results read back, a scanner of code.
		{"mcp__pentest__nmap_scan", `{"target":"127.0.0.1","ports":"1-1000"}`, Green, ""},
		{"mcp__pentest__nikto_scan", `{"target":"http://localhost:3000"}`, Green, ""},
		{"mcp__pentest__get_nmap_results", `{"scan_id":"s-12"}`, Green, ""},
		{"mcp__semgrep__security_check", `{"code":"print(1)"}`, Green, ""},
	})
}

// What a call returns that signs its holder in or decrypts: a flag
// service's SDK key, a mesh's leaf certificate with its private key, a
// live stream's push URL with its key, a domain's authorization code.
func TestToolSecretNamesOld(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__flags__get_sdk_keys", `{"environment":"prod"}`, Red, "tool-secret"},
		{"mcp__launchflags__getServerKey", `{"project":"web"}`, Red, "tool-secret"},
		{"mcp__mesh__connect_leaf_certificate", `{"service":"billing"}`, Red, "tool-secret"},
		{"mcp__streams__get_push_url", `{"stream":"town-hall"}`, Red, "tool-secret"},
		{"mcp__video__live_ingest_urls", `{"channel":"launch"}`, Red, "tool-secret"},
		{"mcp__domains__get_authorization_code", `{"domain":"shop.example"}`, Red, "tool-domain-transfer-code"},
		// Twins: the flags, the certificates' list, the stream's status,
		// the domain's details.
		{"mcp__flags__list_feature_flags", `{"environment":"prod"}`, Green, ""},
		{"mcp__streams__get_stream_status", `{"stream":"town-hall"}`, Green, ""},
		{"mcp__domains__get_domain", `{"domain":"shop.example"}`, Green, ""},
	})
}

// Money that moves by a trading or an exchange verb: a portfolio's
// positions sold off, crypto bought or sold for fiat with the account's
// card or bank.
func TestToolMoneyVerbsOld(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__broker__liquidate_positions", `{"account":"live"}`, Red, "tool-outward"},
		{"mcp__algo__liquidateAlgorithm", `{"projectId":7}`, Red, "tool-outward"},
		{"mcp__wallet__onramp", `{"amountUsd":200,"asset":"USDC"}`, Red, "tool-outward"},
		{"mcp__wallet__create_offramp", `{"amount":"0.5","asset":"ETH"}`, Red, "tool-outward"},
		// Twins: a quote and the positions read.
		{"mcp__wallet__get_onramp_quote", `{"amountUsd":200}`, Green, ""},
		{"mcp__broker__list_positions", `{"account":"live"}`, Green, ""},
	})
}

// A hosted model's call that names the picture it writes out makes a
// picture, whatever verb leads its name (search_and_recolor,
// control_sketch): each call spends credits. A read names no picture
// written, and a picture edited on this machine stays green.
func TestToolOutputPictureNamed(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__imagine__search-and-recolor", `{"imageFileUri":"file:///home/u/project/a/car.jpg","prompt":"red","outputImageFileName":"car-red"}`, Red, "tool-media-generation"},
		{"mcp__imagine__control-sketch", `{"imageFileUri":"file:///home/u/project/a/logo.png","prompt":"a fox","outputImageFileName":"fox"}`, Red, "tool-media-generation"},
		{"mcp__pixelhub__restyle", `{"source":"/home/u/project/a/room.jpg","prompt":"nordic","output_image_path":"/home/u/project/a/room2.png"}`, Red, "tool-media-generation"},
		// Twins: a search with nowhere to write, no prompt nor picture.
		{"mcp__imagine__search-images", `{"query":"lighthouse"}`, Green, ""},
		{"mcp__imagine__list-resources", `{}`, Green, ""},
	})
}

// An account's signing handed to another key transfers control of it; a
// live call hung up ends it for the other party; a virtual private
// server changed is infrastructure changed.
func TestToolControlCallServerOld(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__chain__rekey_wallet", `{"from":"ADDR1","to":"ADDR2"}`, Red, "tool-outward"},
		{"mcp__voice__hangup_call", `{"call_id":"c-7"}`, Red, "tool-outward"},
		{"mcp__cloudhost__resize_vps", `{"vps_id":"v-3","plan":"large"}`, Red, "tool-infrastructure-change"},
		{"mcp__cloudhost__set_vps_hostname", `{"vps_id":"v-3","hostname":"web-2.example.com"}`, Red, "tool-infrastructure-change"},
		// Twins: reads of the same things.
		{"mcp__chain__get_account_auth_address", `{"address":"ADDR1"}`, Green, ""},
		{"mcp__voice__list_calls", `{}`, Green, ""},
		{"mcp__cloudhost__list_vps", `{}`, Green, ""},
	})
}
