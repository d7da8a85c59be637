package rules_test

import "testing"

// TestDownloadDestinationIsAWrite: a copy from a bucket or a remote store
// writes its local destination as cp writes its own, so that destination
// is judged as cp's is: a startup file, a folder on PATH, the home folder
// or anything else outside the project is held, whatever the download
// tool and however it names the file (last operand, -f/--file,
// --destination, --download-dir). The same downloads into the project or
// into /tmp stay green.
func TestDownloadDestinationIsAWrite(t *testing.T) {
	checkTiersIn(t, "/home/dev/code/app", "/home/dev", nil, []tierCase{
		// The last operand.
		{"aws s3 cp", `aws s3 cp s3://bucket/key ~/.bashrc`, "held"},
		{"aws s3 cp PATH", `aws s3 cp s3://bucket/key /usr/local/bin/tool`, "held"},
		{"aws s3 sync home", `aws s3 sync s3://b/ ~/`, "held"},
		{"aws s3 mv", `aws s3 mv s3://bucket/key ~/.profile`, "held"},
		{"aws s3 cp options after", `aws s3 cp s3://bucket/key ~/.zshrc --profile dev --quiet`, "held"},
		{"aws s3 cp into a startup file's folder", `aws s3 cp s3://bucket/key ~/.config/fish/config.fish`, "held"},
		{"aws s3api get-object", `aws s3api get-object --bucket b --key k ~/.bashrc`, "held"},
		{"gsutil cp", `gsutil cp gs://b/k ~/.bashrc`, "held"},
		{"gsutil -m rsync", `gsutil -m rsync -r gs://b/bin /usr/local/bin`, "held"},
		{"gcloud storage cp", `gcloud storage cp gs://b/k ~/.ssh/authorized_keys`, "held"},
		{"gcloud storage rsync", `gcloud storage rsync gs://b/dots ~/`, "held"},
		{"rclone copyto", `rclone copyto remote:dots/bashrc ~/.bashrc`, "held"},
		{"rclone sync", `rclone sync remote:bin /usr/local/bin`, "held"},
		{"rclone copyurl", `rclone copyurl https://example.org/x ~/.local/bin/x`, "held"},
		{"mc cp", `mc cp play/bucket/rc ~/.bashrc`, "held"},
		{"mc mirror", `mc mirror play/bucket/bin /usr/local/bin`, "held"},
		{"s3cmd get", `s3cmd get s3://b/k ~/.bashrc`, "held"},
		{"s3cmd sync", `s3cmd sync s3://b/etc/ /etc/`, "held"},
		{"s5cmd cp", `s5cmd cp s3://b/k ~/.bashrc`, "held"},
		{"azcopy copy", `azcopy copy 'https://acct.blob.core.windows.net/c/rc' ~/.bashrc`, "held"},
		{"azcopy sync", `azcopy sync 'https://acct.blob.core.windows.net/c/bin' /usr/local/bin`, "held"},
		{"b2 download-file-by-name", `b2 download-file-by-name bucket rc ~/.bashrc`, "held"},
		{"b2 file download", `b2 file download b2://bucket/rc ~/.bashrc`, "held"},
		{"b2 sync", `b2 sync b2://bucket/bin /usr/local/bin`, "held"},
		// An option names the file or folder written.
		{"az storage blob download -f", `az storage blob download --account-name acct -c cont -n rc -f ~/.bashrc`, "held"},
		{"az storage blob download --file=", `az storage blob download --account-name acct -c cont -n rc --file=/usr/local/bin/tool`, "held"},
		{"az storage blob download-batch -d", `az storage blob download-batch -s cont -d ~/ --account-name acct`, "held"},
		{"az storage file download --dest", `az storage file download -s share -p rc --dest ~/.bashrc --account-name acct`, "held"},
		{"wrangler r2 object get --file", `wrangler r2 object get bucket/key --file ~/.profile`, "held"},
		{"wrangler r2 object get -f", `wrangler r2 object get bucket/key -f /usr/local/bin/tool --remote`, "held"},
		{"oci os object get", `oci os object get -bn b --name rc --file ~/.bashrc`, "held"},
		{"oci os object bulk-download", `oci os object bulk-download -bn b --download-dir ~/`, "held"},
		// Other spellings: an option's value before the destination, a
		// global option before the verb, the home folder by a variable,
		// a cd before a relative destination, an object landing in a
		// folder under its own name.
		{"value before dest", `aws s3 cp s3://b/k --sse AES256 ~/.bashrc`, "held"},
		{"$HOME", `aws s3 cp s3://b/k "$HOME/.bashrc"`, "held"},
		{"gcloud alpha", `gcloud alpha storage cp gs://b/k ~/.bashrc`, "held"},
		{"rclone global option", `rclone --config rclone.conf copyto remote:a ~/.bashrc`, "held"},
		{"wrangler --file=", `wrangler r2 object get bucket/key --file=/usr/local/bin/tool`, "held"},
		{"cd home", `cd ~ && aws s3 cp s3://b/k .bashrc`, "held"},
		{"lands in the home folder", `aws s3 cp s3://b/dots/.bashrc ~`, "held"},
		{"lands in the project's settings", `aws s3 cp s3://b/settings.json .claude/`, "held"},
		{"lands as .envrc", `gsutil cp gs://b/dots/.envrc .`, "held"},
		// What a sync or a recursive copy holds lands in the project's top
		// under names nobody read (.git/hooks, .envrc), as cp -r dir/. .
		// does; into a folder of the project, or as a named folder, it
		// stays green.
		{"sync into the top", `aws s3 sync s3://b/site .`, "held"},
		{"recursive into the top", `aws s3 cp --recursive s3://b/site ./`, "held"},
		{"rclone copy into the top", `rclone copy remote:site .`, "held"},
		{"gsutil rsync into the top", `gsutil -m rsync -r gs://b/site .`, "held"},
		{"gsutil -r lands a folder", `gsutil cp -r gs://b/site .`, "pass"},
		{"sync into a folder", `aws s3 sync s3://b/site ./site`, "pass"},
		// The agent's settings and the project's startup files, in the project.
		{"agent settings", `aws s3 cp s3://bucket/settings.json .claude/settings.json`, "held"},
		{"direnv file", `gsutil cp gs://b/envrc .envrc`, "held"},
		{"git config", `az storage blob download -c cont -n cfg -f .git/config`, "held"},

		// Twins: into the project or into scratch.
		{"into the project", `aws s3 cp s3://acme-data/train.csv ./data/`, "pass"},
		{"into /tmp", `aws s3 cp s3://bucket/key /tmp/key`, "pass"},
		{"sync into the project", `aws s3 sync s3://b/fixtures ./testdata/fixtures`, "pass"},
		{"s3api into the project", `aws s3api get-object --bucket b --key k data/k.json`, "pass"},
		{"gsutil into the project", `gsutil cp gs://b/k data/k.json`, "pass"},
		{"gcloud into the project", `gcloud storage cp gs://acme/x.parquet data/`, "pass"},
		{"rclone into the project", `rclone copy remote:datasets ./data`, "pass"},
		{"s5cmd into the project", `s5cmd cp s3://b/x.csv ./data/x.csv`, "pass"},
		{"s3cmd into the project", `s3cmd get s3://b/k data/k`, "pass"},
		{"azcopy into the project", `azcopy copy 'https://acct.blob.core.windows.net/c/x.csv' ./data/x.csv`, "pass"},
		{"az into the project", `az storage blob download --account-name acct -c cont -n x.csv -f ./data/x.csv`, "pass"},
		{"az batch into /tmp", `az storage blob download-batch -s cont -d /tmp/blobs --account-name acct`, "pass"},
		{"wrangler into the project", `wrangler r2 object get bucket/key --file ./out/key.bin`, "pass"},
		{"b2 into the project", `b2 file download b2://bucket/x.csv data/x.csv`, "pass"},
		{"oci into the project", `oci os object get -bn b --name x.csv --file data/x.csv`, "pass"},
		// A dry run writes nothing; gsutil cp -n is no-clobber, no dry run.
		{"aws --dryrun", `aws s3 cp s3://b/k ~/.bashrc --dryrun`, "pass"},
		{"gsutil rsync -n", `gsutil rsync -n -r gs://b/bin /usr/local/bin`, "pass"},
		{"rclone --dry-run", `rclone sync --dry-run remote:bin /usr/local/bin`, "pass"},
		{"gsutil cp -n", `gsutil cp -n gs://b/k ~/.bashrc`, "held"},
	})
}
