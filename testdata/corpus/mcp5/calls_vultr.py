# Vultr (cloud provider): rsp2k/mcp-vultr, FastMCP modules mounted with
# prefixes (dns_, instances_, ...). No tool declares annotations.
S = "vultr"


def c(tool, want, inp, why):
    return dict(server=S, tool=tool, want=want, input=inp, why=why)


CALLS = [
    c("instances_delete", "red", {"instance_id": "web-prod-01"},
      "destroys a production VM and its disk: irreversible infrastructure"),
    c("instances_reboot", "red", {"instance_id": "db-primary"},
      "reboots a server: production outage"),
    c("instances_create", "red", {"region": "ewr", "plan": "vc2-2c-4gb", "label": "build-runner-3", "os_id": 2284},
      "provisions a billed VM: infrastructure and money"),
    c("dns_create_record", "red", {"domain": "example-shop.com", "record_type": "A", "name": "api", "data": "203.0.113.40", "ttl": 300},
      "adds a public DNS record: DNS"),
    c("dns_delete_domain", "red", {"domain": "example-shop.com"},
      "deletes a DNS zone and all its records: DNS, irreversible"),
    c("firewall_create_rule", "red", {"firewall_group_id": "web-servers", "ip_type": "v4", "protocol": "tcp", "port": "22", "subnet": "0.0.0.0", "subnet_size": 0},
      "opens SSH to the world on a firewall group: firewall"),
    c("object_storage_regenerate_keys", "red", {"object_storage_id": "media-bucket"},
      "rotates S3 keys (old ones stop working) and returns new secrets: credentials"),
    c("object_storage_get_s3_config", "red", {"object_storage_id": "media-bucket"},
      "returns the S3 access key and secret key: a read of credentials"),
    c("container_registry_get_docker_login_command", "red", {"registry_identifier": "acme-images", "read_write": True},
      "generates registry credentials in a login command: credentials"),
    c("users_create", "red", {"email": "contractor@example.org", "first_name": "Dana", "last_name": "Kim", "password": "Tr0ub4dor-2026!", "acls": ["manage_servers", "dns"]},
      "adds a user with permissions to the cloud account: access"),
    c("cdn_purge_cdn_zone", "red", {"zone_identifier": "static.example-shop.com"},
      "purges the production CDN cache: production traffic hits origin"),
    c("dns_list_records", "green", {"domain": "example-shop.com"}, "lists DNS records: read"),
    c("billing_get_current_balance", "green", {}, "account balance: read"),
    c("plans_search_plans_by_specs", "green", {"min_vcpus": 4, "min_ram": 8192}, "searches plans: read"),
    c("instances_list", "green", {}, "lists instances: read"),
]
