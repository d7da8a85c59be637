package rules_test

import "testing"

// rclone's copy, copyto, move and moveto send files of this machine to
// the destination; a destination written name:path is a configured remote
// (a cloud drive, a bucket, a host), where others read what lands there,
// as s3cmd put or mc cp to a bucket. A remote the script defines as
// rclone's local backend is a folder of this machine, and a copy from a
// remote into the project is a download.
func TestRcloneUploadIsOutward(t *testing.T) {
	checkHeldOrGreen(t, leftoversSet(t), []heldOrGreen{
		{"rclone upload", `rclone copy ./exports dropbox:Shared`, "held"},
		{"rclone upload", `rclone copy ./exports remote-gdrive:Shared/Exports --progress`, "held"},
		{"rclone upload", `rclone -v copyto ./app.db gdrive:backups/app.db`, "held"},
		{"rclone upload", `rclone move ./logs b2:acme-logs`, "held"},
		{"rclone upload", `RCLONE_CONFIG_BK_TYPE=s3 rclone copy ./dump bk:public/`, "held"},

		{"rclone upload", `rclone copy ./exports dropbox:Shared --dry-run`, "green"},
		{"rclone upload", `rclone copy -n ./exports dropbox:Shared`, "green"},
		{"rclone upload", `rclone copy remote:datasets ./data`, "green"},
		{"rclone upload", `rclone copy ./a ./b`, "green"},
		{"rclone upload", `rclone copy ./a :local:/tmp/b`, "green"},
		{"rclone upload", `export RCLONE_CONFIG_SCRATCH_TYPE=local; rclone copy ./a scratch:/tmp/b`, "green"},
		{"rclone upload", `RCLONE_CONFIG_SCRATCH_TYPE=local rclone copy ./a scratch:/tmp/b`, "green"},
	})
}
