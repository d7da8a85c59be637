package rules

import "testing"

// The classes mcp-fix8 named from mcp5's red calls that passed (issue
// 31): a known change verb whose object no rule names, judged by what its
// arguments carry and by what the change does to others. Each class with
// several spellings, the same shape made harmless (must still pass) and
// made dangerous (must hold). Every red row here passed (yellow or green)
// before mcp-fix8.

// A change's arguments carry its effect when its name does not: a
// password or a passphrase set, roles given by id or in a list, a person
// assigned, at any depth of the arguments.
func TestToolArgumentCarriers(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__unifi__unifi_update_wlan", `{"wlan_id":"w1","update_data":{"x_passphrase":"new-office-key-2027"},"confirm":true}`, Red, "tool-password-set"},
		{"mcp__router__set_wifi", `{"ssid":"office","wpa_psk":"hunter22hunter22"}`, Red, "tool-password-set"},
		{"mcp__helpdesk__update_agent", `{"agent_id":2100033012,"role_ids":[2100000011]}`, Red, "tool-access"},
		{"mcp__helpdesk__modify_staff", `{"id":9,"permissions":["admin","billing"]}`, Red, "tool-access"},
		{"mcp__helpdesk__update_operator", `{"id":9,"profile":{"is_admin":true}}`, Red, "tool-access"},
		{"mcp__rollbar__update-item", `{"itemId":1187345621,"assignedUserId":40512}`, Red, "tool-forge-write"},
		{"mcp__crm__update_lead", `{"id":"l1","extra":"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ1vX2k9 contractor@laptop"}`, Red, "tool-access"},
		{"mcp__ops__add_trusted_material", `{"repo":"web","material":"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 ci@runner"}`, Red, "tool-access"},
		{"mcp__errors__update_occurrence", `{"id":"o1","assigned_to":"dana@acme.example"}`, Red, "tool-forge-write"},
		{"mcp__freshservice__create_agent", `{"first_name":"Lee","last_name":"Park","email":"lee.park@ourco.example","occasional":false}`, Red, "tool-access"},
		{"mcp__desk__add_technician", `{"name":"Sam","contact":{"email":"sam@ourco.example"}}`, Red, "tool-access"},
		{"mcp__ai__create_agent", `{"name":"triage","instructions":"sort tickets","model":"m1"}`, Yellow, "tool-unknown"},
		{"mcp__pay__create_reminder_entry", `{"customer":"c1","notify_sms":true}`, Red, "tool-outward-object"},
		{"mcp__crm__update_lead", `{"id":"l1","stage":"won","sendNotificationEmail":true}`, Red, "tool-outward-object"},
		{"mcp__pay__create_reminder_entry", `{"customer":"c1","notify_sms":false}`, Yellow, ""},
		// The same changes without the carrier, or carrying nothing that
		// reaches another person, stay what the name says.
		{"mcp__rollbar__update-item", `{"itemId":1187345622,"status":"resolved","resolvedInVersion":"4.12.1"}`, Yellow, "tool-unknown"},
		{"mcp__errors__update_occurrence", `{"id":"o1","assigned_to":"me"}`, Yellow, "tool-unknown"},
		{"mcp__helpdesk__update_agent", `{"agent_id":2100033012,"job_title":"IT Support"}`, Yellow, "tool-unknown"},
		{"mcp__ops__add_trusted_material", `{"repo":"web","material":"not a key: ssh-rsa is an algorithm"}`, Yellow, "tool-unknown"},
		// A working folder's pwd is no password.
		{"mcp__term__create_session", `{"pwd":"/home/u/project","name":"build"}`, Yellow, ""},
		{"mcp__unifi__unifi_update_device", `{"mac":"74:ac:b9:3e:01:aa","update_data":{"name":"ap-2"}}`, Yellow, "tool-unknown"},
		// (a Wi-Fi network renamed is its own class, whatever it carries)
		{"mcp__unifi__unifi_update_wlan", `{"wlan_id":"w1","update_data":{"name":"office-5g"}}`, Red, "tool-network-config"},
		// A report's scope, notes about admins, a notification's own
		// setting: no grant, nobody told.
		{"mcp__bi__create_report_item", `{"scope":["project-a"],"name":"q1"}`, Yellow, ""},
		{"mcp__crm__update_lead", `{"id":"l1","admin_notes":["called twice"]}`, Yellow, "tool-unknown"},
		{"mcp__crm__update_lead", `{"id":"l1","mark_notification_read":true}`, Yellow, "tool-unknown"},
		// A chat message's role is no grant.
		{"mcp__llm__create_completion_item", `{"role":"user","content":"hi"}`, Yellow, "tool-unknown"},
		// A read that filters by these keys changes nothing.
		{"mcp__helpdesk__list_agents", `{"role_ids":[2100000011]}`, Green, "tool-read"},
		{"mcp__rollbar__list-items", `{"assignedUserId":40512}`, Green, "tool-read"},
	})
}

// A port opened to the network by a change's arguments: any address, an
// accept action, a forward to a host, an address range allowed in, a
// port listened on away from loopback.
func TestToolArgumentsOpenPorts(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__vultr__firewall_create_rule", `{"firewall_group_id":"web","protocol":"tcp","port":"22","subnet":"0.0.0.0","subnet_size":0}`, Red, "tool-network-block"},
		{"mcp__unifi__unifi_create_port_forward", `{"port_forward_data":{"name":"nas-ssh","dst_port":"2222","fwd":"192.168.1.20","fwd_port":"22","src":"any"},"confirm":true}`, Red, "tool-network-block"},
		{"mcp__mikrotik__create_filter_rule", `{"chain":"input","action":"accept","protocol":"tcp","dst_port":"22","in_interface":"ether1"}`, Red, "tool-network-block"},
		{"mcp__mikrotik__add_wireguard_peer", `{"interface":"wg0","public_key":"xTIBA5rb","allowed_address":"10.66.0.9/32"}`, Red, "tool-network-block"},
		{"mcp__cloud__update_database", `{"id":"db1","settings":{"allowed_ips":["0.0.0.0/0"]}}`, Red, "tool-network-block"},
		{"mcp__msf__start_handler", `{"payload_type":"windows/meterpreter/reverse_tcp","lhost":"10.10.20.2","lport":4444}`, Red, "tool-network-block"},
		// Ports that open nothing: a rule that drops, a forward-free
		// setting, a listener on loopback, a read of the rules.
		{"mcp__mikrotik__list_filter_rules", `{"chain":"input","dst_port":"22","src":"any"}`, Green, "tool-read"},
		{"mcp__msf__start_handler", `{"payload_type":"generic/shell_reverse_tcp","lhost":"127.0.0.1","lport":4444}`, Yellow, "tool-unknown"},
		{"mcp__crm__update_lead", `{"id":"l1","port":8080}`, Yellow, "tool-unknown"},
		{"mcp__lb__create_health_check", `{"port":"80","protocol":"all","interval":10}`, Yellow, ""},
		{"mcp__lb__create_health_rule", `{"port":"80","remote_ip":"0.0.0.0/0"}`, Red, "tool-network-block"},
	})
}

// A power state set off switches the device off for everyone, as an
// operation that says off does.
func TestToolPowerStateOff(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__unifi__unifi_set_outlet_state", `{"mac_address":"f4:e2:c6:00:11:22","outlet_index":3,"state":"off","confirm":true}`, Red, "tool-infrastructure"},
		{"mcp__pdu__update_outlet", `{"outlet":4,"power":"off"}`, Red, "tool-infrastructure"},
		{"mcp__unifi__unifi_set_outlet_state", `{"mac_address":"f4:e2:c6:00:11:22","outlet_index":3,"state":"on","confirm":true}`, Yellow, "tool-unknown"},
	})
}

// A record or a rule that says nothing of its kind takes the kind the
// words before the verb say (dns_create_record is a DNS record); a read
// word that is a plural noun after a change is what it changes
// (regenerate_keys).
func TestToolNameKindBeforeVerb(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__vultr__dns_create_record", `{"domain":"example-shop.com","record_type":"A","name":"api","data":"203.0.113.40"}`, Red, "tool-infrastructure-change"},
		{"mcp__cloud__dns_update_entry", `{"id":"r1","data":"203.0.113.41"}`, Red, "tool-infrastructure-change"},
		{"mcp__vultr__object_storage_regenerate_keys", `{"object_storage_id":"media-bucket"}`, Red, "tool-access"},
		{"mcp__vultr__dns_list_records", `{"domain":"example-shop.com"}`, Green, "tool-read"},
		{"mcp__vultr__object_storage_list_keys", `{}`, Green, "tool-read"},
		// A record of a table is still a row.
		{"mcp__astra__table_create_record", `{"table":"t","record":{"a":1}}`, Yellow, "tool-data-write"},
	})
}

// A read of what carries a credential by what it is: a registry's login
// command, a stream's settings and key, an S3 store's configuration.
func TestToolCredentialReadsByWhatTheyAre(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__vultr__container_registry_get_docker_login_command", `{"registry_identifier":"acme-images"}`, Red, "tool-secret"},
		{"mcp__cloud__get_registry_login_command", `{}`, Red, "tool-secret"},
		{"mcp__obs__obs-get-stream-service-settings", `{}`, Red, "tool-secret"},
		{"mcp__live__get_stream_key", `{"channel":"c1"}`, Red, "tool-secret"},
		{"mcp__vultr__object_storage_get_s3_config", `{"object_storage_id":"media-bucket"}`, Red, "tool-secret"},
		{"mcp__obs__obs-get-stream-status", `{}`, Green, "tool-read"},
		{"mcp__vultr__object_storage_get_cluster", `{"id":"c1"}`, Green, "tool-read"},
		{"mcp__vultr__container_registry_list", `{}`, Green, "tool-read"},
	})
}

// A change verb whose object says who it reaches or what it replaces:
// a booking or a request answered, a stream started, a backup restored,
// a device upgraded or cut off, an attack tool run, a CI's configuration
// replaced, an offer made.
func TestToolChangesByWhatTheyReach(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__calcom__declineBooking", `{"bookingUid":"0a1b","reason":"fully booked"}`, Red, "tool-answers-request"},
		{"mcp__calcom__rescheduleBooking", `{"bookingUid":"f3b1","start":"2026-12-09T15:00:00Z"}`, Red, "tool-answers-request"},
		{"mcp__calcom__confirmBooking", `{"bookingUid":"0a1c"}`, Red, "tool-answers-request"},
		{"mcp__servicenow__reject_change", `{"change_id":"CHG0030212","rejection_reason":"no rollback plan"}`, Red, "tool-answers-request"},
		{"mcp__obs__obs-start-stream", `{}`, Red, "tool-go-live"},
		{"mcp__mikrotik__restore_backup", `{"filename":"pre-upgrade.backup"}`, Red, "tool-restore-over"},
		{"mcp__mikrotik__import_configuration", `{"filename":"changes.rsc"}`, Red, "tool-restore-over"},
		{"mcp__unifi__unifi_upgrade_device", `{"mac_address":"74:ac:b9:3e:01:aa","confirm":true}`, Red, "tool-device-upgrade"},
		{"mcp__net__update_firmware", `{"device":"sw1"}`, Red, "tool-firmware"},
		{"mcp__unifi__unifi_block_client", `{"mac_address":"a4:83:e7:12:9c:0f","confirm":true}`, Red, "tool-network-client"},
		{"mcp__metasploit__run_exploit", `{"module_name":"exploit/unix/ftp/vsftpd_234_backdoor","options":{"RHOSTS":"10.10.20.15"}}`, Red, "tool-offensive"},
		{"mcp__metasploit__run_auxiliary_module", `{"module_name":"auxiliary/scanner/portscan/tcp","options":{"RHOSTS":"10.10.20.0/24"}}`, Red, "tool-offensive"},
		{"mcp__bitrise__update_bitrise_yml", `{"app_slug":"d8db","bitrise_yml_as_json":"{}"}`, Red, "tool-ci-config-name"},
		{"mcp__ghost__offers_add", `{"name":"Black Friday","amount":40,"type":"percent"}`, Red, "tool-offer"},
		// Their neighbours that reach nobody, or only read.
		{"mcp__calcom__getBookings", `{"status":"upcoming","take":20}`, Green, "tool-read"},
		// (a local app's recording: mcp-fix9's local servers make it green)
		{"mcp__obs__obs-start-record", `{}`, Green, ""},
		{"mcp__mikrotik__create_backup", `{"name":"before-vlan-change"}`, Green, "tool-copy-kept"},
		{"mcp__mikrotik__list_backups", `{}`, Green, "tool-read"},
		{"mcp__unifi__unifi_get_device_details", `{"mac_address":"74:ac:b9:3e:01:aa"}`, Green, "tool-read"},
		{"mcp__unifi__unifi_list_clients", `{"limit":50}`, Green, "tool-read"},
		{"mcp__metasploit__list_exploits", `{"search_term":"smb"}`, Green, "tool-read"},
		{"mcp__bitrise__validate_bitrise_yml", `{"bitrise_yml":"format_version: 13"}`, Green, "tool-read"},
		{"mcp__ghost__offers_browse", `{}`, Green, "tool-read"},
		{"mcp__pkg__upgrade_dependencies", `{}`, Yellow, "tool-unknown"},
		// A bare YAML file is any file, a data stream resumed no
		// broadcast.
		{"mcp__k8s__generate_yaml", `{"kind":"ConfigMap"}`, Green, "tool-generate"},
		{"mcp__cms__create_yaml", `{"name":"values"}`, Yellow, "tool-unknown"},
		{"mcp__kafka__resume_stream", `{"name":"orders"}`, Yellow, "tool-unknown"},
	})
}

// Changes to shared infrastructure by what it is, read in the used
// servers' whole catalogs: a network's own configuration (a VLAN, a Wi-Fi
// network, a radio, NAT, DHCP, QoS, a VPN), code a shared instance runs,
// a set of changes applied to an instance, a credential by its short
// name, a repository's default branch.
func TestToolSharedInfrastructureByWhatItIs(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__unifi__unifi_toggle_wlan", `{"wlan_id":"w1","enabled":false}`, Red, "tool-network-config"},
		{"mcp__mikrotik__create_vlan_interface", `{"name":"vlan20","vlan_id":20,"interface":"bridge"}`, Red, "tool-network-config"},
		{"mcp__mikrotik__update_nat_rule", `{"rule_id":"*3","to_addresses":"192.168.88.10"}`, Red, "tool-network-config"},
		{"mcp__unifi__unifi_update_vpn_client_state", `{"client_id":"v1","enabled":false}`, Red, "tool-network-config"},
		{"mcp__servicenow__create_script_include", `{"name":"Util","script":"var Util = Class.create();"}`, Red, "tool-server-code"},
		{"mcp__servicenow__commit_changeset", `{"changeset_id":"c1"}`, Red, "tool-changeset-apply"},
		{"mcp__calcom__createDelegationCred", `{"domain":"acme.example"}`, Red, "tool-cred-change"},
		{"mcp__gitlab__update_default_branch", `{"project_id":"g/p","branch":"release"}`, Red, "tool-default-branch"},
		{"mcp__forge__set_default_branch", `{"repo":"web","name":"dev"}`, Red, "tool-default-branch"},
		{"mcp__vault__get_creds", `{"name":"db"}`, Red, "tool-secret"},
		// Reading them, or a network made on this machine's container
		// runtime, passes.
		{"mcp__unifi__unifi_get_wlan_details", `{"wlan_id":"w1"}`, Green, "tool-read"},
		{"mcp__mikrotik__list_nat_rules", `{}`, Green, "tool-read"},
		{"mcp__servicenow__list_script_includes", `{}`, Green, "tool-read"},
		{"mcp__servicenow__create_changeset", `{"name":"fix-123"}`, Yellow, ""},
		{"mcp__docker__create_network", `{"name":"dev"}`, Green, ""},
		{"mcp__gitlab__get_default_branch", `{"project_id":"g/p"}`, Green, "tool-read"},
	})
}
