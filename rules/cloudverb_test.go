package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestCloudCommandGrammar checks that the verb of a cloud CLI is read
// where its documented grammar puts it, rows written from the CLIs'
// manuals: OCI's parameters are all options, so its verb is the last
// word before the first option; hcloud's is the word after its resource.
// Each read sits beside a change, or a read of a credential, of the same
// shape that must stay held.
func TestCloudCommandGrammar(t *testing.T) {
	const home, cwd = "/home/dev", "/home/dev/code/app"
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd})
	if err != nil {
		t.Fatal(err)
	}
	checkTiers(t, set, cwd, home, []tierCase{
		// oci SERVICE RESOURCE VERB --PARAMETER VALUE.
		{"oci", `oci iam user list --compartment-id ocid1.tenancy.oc1..aaaa --all`, "pass"},
		{"oci", `oci iam user delete --user-id ocid1.user.oc1..aaaa --force`, "held"},
		{"oci", `oci iam user create --name ci --description 'CI user'`, "held"},
		{"oci", `oci monitoring metric-data summarize-metrics-data --namespace oci_computeagent --query-text 'CpuUtilization[1m].mean()' --compartment-id ocid1.compartment.oc1..aaaa`, "pass"},
		{"oci", `oci monitoring metric-data post --metric-data file://metrics.json`, "held"},
		{"oci", `oci monitoring alarm update --alarm-id ocid1.alarm.oc1..aaaa --is-enabled false`, "held"},
		{"oci", `oci compute instance get --instance-id ocid1.instance.oc1..aaaa`, "pass"},
		{"oci", `oci compute instance terminate --instance-id ocid1.instance.oc1..aaaa --force`, "held"},
		{"oci", `oci compute instance action --action STOP --instance-id ocid1.instance.oc1..aaaa`, "held"},
		{"oci", `oci --profile DEV network vcn list --compartment-id ocid1.compartment.oc1..aaaa`, "pass"},
		{"oci", `oci --profile DEV network vcn delete --vcn-id ocid1.vcn.oc1..aaaa --force`, "held"},
		{"oci", `oci --auth instance_principal db autonomous-database list --compartment-id x`, "pass"},
		{"oci", `oci --auth instance_principal db autonomous-database delete --autonomous-database-id x`, "held"},
		// A global option of unknown arity cannot hide the verb.
		{"oci", `oci --no-retry list compute instance terminate --instance-id x`, "held"},
		// A verb chosen at run time is no known read.
		{"oci", `oci compute instance $(cat verb.txt) --instance-id x`, "held"},
		{"oci", `oci compute instance "$VERB" --instance-id x`, "held"},
		{"hcloud", `hcloud server $(cat verb.txt) web-1`, "held"},
		// Credentials stay held whatever their verb.
		{"oci", `oci secrets secret-bundle get --secret-id ocid1.vaultsecret.oc1..aaaa`, "held"},
		{"oci", `oci secrets secret-bundle get-secret-bundle-by-name --secret-name db --vault-id ocid1.vault.oc1..aaaa`, "held"},
		{"oci", `oci ce cluster create-kubeconfig --cluster-id ocid1.cluster.oc1..aaaa --file /home/dev/.kube/config`, "held"},
		{"oci", `oci ce cluster generate-token --cluster-id ocid1.cluster.oc1..aaaa`, "held"},
		{"oci", `oci iam customer-secret-key create --user-id ocid1.user.oc1..aaaa --display-name ci`, "held"},
		{"oci", `oci iam auth-token list --user-id ocid1.user.oc1..aaaa`, "held"},

		// hcloud RESOURCE [SUBRESOURCE] VERB [ARGS].
		{"hcloud", `hcloud server list`, "pass"},
		{"hcloud", `hcloud server list -o json`, "pass"},
		{"hcloud", `hcloud server describe web-1`, "pass"},
		{"hcloud", `hcloud server delete web-1`, "held"},
		{"hcloud", `hcloud server create --name web-2 --type cx22 --image debian-12`, "held"},
		{"hcloud", `hcloud server poweroff web-1`, "held"},
		{"hcloud", `hcloud server ssh web-1`, "held"},
		{"hcloud", `hcloud server request-console web-1`, "held"},
		{"hcloud", `hcloud server reset-password web-1`, "held"},
		{"hcloud", `hcloud image list --type system`, "pass"},
		{"hcloud", `hcloud image delete 4711`, "held"},
		{"hcloud", `hcloud zone rrset list example.com`, "pass"},
		{"hcloud", `hcloud zone rrset create example.com --name www --type A --record 203.0.113.7`, "held"},
		{"hcloud", `hcloud --context dev load-balancer describe lb-1`, "pass"},
		{"hcloud", `hcloud --context dev load-balancer delete lb-1`, "held"},
		// A global option's value is not the verb.
		{"hcloud", `hcloud --debug-file list server delete web-1`, "held"},
		{"hcloud", `hcloud --poll-interval 1s server delete web-1`, "held"},
		// Contexts and the configuration hold the API token.
		{"hcloud", `hcloud context create prod`, "held"},
		{"hcloud", `hcloud config list --all -o json`, "held"},

		// linode-cli GROUP ACTION [ARGS], actions that name what they act on.
		{"linode-cli", `linode-cli linodes list --text --no-headers`, "pass"},
		{"linode-cli", `linode-cli linodes delete 123`, "held"},
		{"linode-cli", `linode-cli linodes view 123 --json`, "pass"},
		{"linode-cli", `linode-cli linodes update 123 --label web`, "held"},
		{"linode-cli", `linode-cli linodes ips-list 123`, "pass"},
		{"linode-cli", `linode-cli linodes ips-delete 123 192.0.2.1`, "held"},
		{"linode-cli", `linode-cli --format id,label domains records-list 42`, "pass"},
		{"linode-cli", `linode-cli --format id,label domains records-create 42 --type A --name www --target 192.0.2.1`, "held"},
		{"linode-cli", `linode-cli databases mysql-creds-view 7`, "held"},
		{"linode-cli", `linode-cli lke kubeconfig-view 12345`, "held"},
		{"linode-cli", `linode-cli profile tokens-list`, "held"},
		{"linode-cli", `linode-cli profile token-create --label ci`, "held"},
		{"linode-cli", `linode-cli object-storage keys-list`, "held"},
		{"linode-cli", `linode-cli obj put ./backup.tar my-bucket`, "held"},

		// scw NAMESPACE RESOURCE VERB [ARGS].
		{"scw", `scw instance server list zone=fr-par-1`, "pass"},
		{"scw", `scw instance server delete 11111111-1111-1111-1111-111111111111 zone=fr-par-1`, "held"},
		{"scw", `scw -p dev rdb instance get 11111111-1111-1111-1111-111111111111`, "pass"},
		{"scw", `scw -p dev rdb instance upgrade 11111111-1111-1111-1111-111111111111 node-type=DB-GP-XS`, "held"},
		{"scw", `scw rdb log prepare instance-id=11111111-1111-1111-1111-111111111111`, "held"},
		{"scw", `scw k8s kubeconfig get 11111111-1111-1111-1111-111111111111`, "held"},
		{"scw", `scw secret version access 11111111-1111-1111-1111-111111111111 revision=latest`, "held"},
		{"scw", `scw iam api-key get SCWXXXXXXXXXXXXXXXXX`, "held"},
		{"scw", `scw config dump`, "held"},

		// vultr-cli, exo and upctl: resources, then the verb.
		{"vultr-cli", `vultr-cli instance list`, "pass"},
		{"vultr-cli", `vultr-cli instance create --region ewr --plan vc2-1c-1gb --os 387`, "held"},
		{"vultr-cli", `vultr-cli instance ipv4 list 0b3d1c2a`, "pass"},
		{"vultr-cli", `vultr-cli instance ipv4 create 0b3d1c2a`, "held"},
		{"vultr-cli", `vultr-cli kubernetes config 0b3d1c2a`, "held"},
		{"vultr-cli", `vultr-cli object-storage get 0b3d1c2a`, "held"},
		{"exo", `exo compute instance show web -z ch-gva-2`, "pass"},
		{"exo", `exo compute instance scale web standard.large -z ch-gva-2`, "held"},
		{"exo", `exo compute sks list`, "pass"},
		{"exo", `exo compute sks kubeconfig dev admin`, "held"},
		{"exo", `exo dbaas show pg-dev --uri`, "held"},
		{"upctl", `upctl server show web`, "pass"},
		{"upctl", `upctl server modify web --hostname web2`, "held"},
		{"upctl", `upctl kubernetes list`, "pass"},
		{"upctl", `upctl kubernetes config dev-cluster`, "held"},

		// az reads its verb the same way, after its global options too.
		{"az", `az --only-show-errors group list -o table`, "pass"},
		{"az", `az --only-show-errors group delete -n rg --yes`, "held"},
		{"az", `az aks get-credentials -g rg -n prod`, "held"},
	})
}
