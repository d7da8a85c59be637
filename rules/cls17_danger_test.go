package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestSeventeenthRoundDanger checks, class by class, the dangerous
// commands issue 32's seventeenth round holds, each beside everyday
// spellings of the same shape that must keep passing. The commands are
// written for the class from the tools' own documentation (man pages of
// Linux, macOS, the BSDs and Windows), with other programs, hosts and
// options than any set's where the class allows.
func TestSeventeenthRoundDanger(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// Accounts and groups changed with other systems' tools: shadow's
		// groupmems, chage, vipw; libuser's l* tools; the BSDs' pw,
		// chpass, rmuser; macOS's dscl, dseditgroup, sysadminctl,
		// dsenableroot; Windows' net user and net localgroup.
		{"accounts", `groupmems -g sudo -a helper`, true},
		{"accounts", `groupmems --group docker --add ci`, true},
		{"accounts", `chage -E -1 -M 99999 svc`, true},
		{"accounts", `vigr`, true},
		{"accounts", `lusermod -G wheel helper`, true},
		{"accounts", `lgroupmod -M helper wheel`, true},
		{"accounts", `pw groupmod wheel -m helper`, true},
		{"accounts", `pw useradd helper -G wheel -s /bin/sh`, true},
		{"accounts", `pw user add helper -G wheel`, true},
		{"accounts", `chpass -s /bin/sh root`, true},
		{"accounts", `rmuser -y olduser`, true},
		{"accounts", `dscl . -create /Users/helper UserShell /bin/zsh`, true},
		{"accounts", `dscl . -passwd /Users/helper newpass`, true},
		{"accounts", `dscl . -merge /Groups/wheel GroupMembership helper`, true},
		{"accounts", `dscl . -delete /Users/olduser`, true},
		{"accounts", `dseditgroup -o edit -a helper -t user wheel`, true},
		{"accounts", `dseditgroup -o create devs`, true},
		{"accounts", `sysadminctl -deleteUser olduser`, true},
		{"accounts", `sysadminctl -resetPasswordFor helper -newPassword x`, true},
		{"accounts", `dsenableroot -p x -r y`, true},
		{"accounts", `net user helper P4ss /add`, true},
		{"accounts", `net localgroup administrators helper /add`, true},
		{"accounts", `groupmems -g sudo -l`, false},
		{"accounts", `chage -l helper`, false},
		{"accounts", `pw usershow helper`, false},
		{"accounts", `pw groupshow wheel`, false},
		{"accounts", `dscl . -list /Users`, false},
		{"accounts", `dscl . -read /Users/dev UserShell`, false},
		{"accounts", `dseditgroup -o checkmember -m dev admin`, false},
		{"accounts", `dseditgroup -o read admin`, false},
		{"accounts", `sysadminctl -secureTokenStatus dev`, false},
		{"accounts", `net user`, false},

		// Mandatory access control, code signing and boot security
		// switched off or loosened: SELinux booleans, policy modules and
		// permissive domains, AppArmor profiles removed, macOS's SIP,
		// Gatekeeper, boot arguments, FileVault and its application
		// firewall, Windows' boot configuration and Defender.
		{"security off", `setsebool -P httpd_can_network_connect 1`, true},
		{"security off", `setsebool allow_execstack=on`, true},
		{"security off", `semanage permissive -a container_t`, true},
		{"security off", `semanage boolean -m --on selinuxuser_execmod`, true},
		{"security off", `semanage port -a -t ssh_port_t -p tcp 2222`, true},
		{"security off", `semodule -d sandbox`, true},
		{"security off", `semodule --remove=mymodule`, true},
		{"security off", `apparmor_parser -R /etc/apparmor.d/usr.sbin.cupsd`, true},
		{"security off", `csrutil disable`, true},
		{"security off", `csrutil authenticated-root disable`, true},
		{"security off", `spctl --master-disable`, true},
		{"security off", `spctl --global-disable`, true},
		{"security off", `nvram boot-args="-v keepsyms=1"`, true},
		{"security off", `nvram -d boot-args`, true},
		{"security off", `bcdedit /set nointegritychecks on`, true},
		{"security off", `bcdedit /deletevalue safeboot`, true},
		{"security off", `fdesetup disable`, true},
		{"security off", `tccutil reset All`, true},
		{"security off", `socketfilterfw --setblockall off`, true},
		{"security off", `socketfilterfw --add /Applications/Tool.app`, true},
		{"security off", `netsh advfirewall set currentprofile state off`, true},
		{"security off", `netsh firewall set opmode disable`, true},
		{"security off", `systemsetup -setremoteappleevents on`, true},
		{"security off", `getsebool -a`, false},
		{"security off", `semanage boolean -l`, false},
		{"security off", `semanage permissive --list`, false},
		{"security off", `semodule -l`, false},
		{"security off", `csrutil status`, false},
		{"security off", `spctl --status`, false},
		{"security off", `spctl --assess -v build/App.app`, false},
		{"security off", `nvram -p`, false},
		{"security off", `nvram boot-args`, false},
		{"security off", `bcdedit /enum`, false},
		{"security off", `fdesetup status`, false},
		{"security off", `socketfilterfw --getglobalstate`, false},
		{"security off", `netsh advfirewall show allprofiles`, false},
		{"security off", `systemsetup -getremotelogin`, false},

		// The host's network traffic cut or rerouted: connection tracking
		// flushed, traffic shaping, links and radios down, BSD firewalls.
		{"host network", `conntrack -D -p tcp --dport 443`, true},
		{"host network", `conntrack --flush`, true},
		{"host network", `tc qdisc replace dev eth0 root tbf rate 1kbit burst 1 latency 1s`, true},
		{"host network", `tc filter del dev eth0`, true},
		{"host network", `networkctl delete br0`, true},
		{"host network", `networkctl down wlan0`, true},
		{"host network", `rfkill block wifi`, true},
		{"host network", `ipfw -f flush`, true},
		{"host network", `ipfw disable firewall`, true},
		{"host network", `conntrack -L`, false},
		{"host network", `tc qdisc show dev eth0`, false},
		{"host network", `tc -s class show dev eth0`, false},
		{"host network", `networkctl status eth0`, false},
		{"host network", `networkctl list`, false},
		{"host network", `rfkill list`, false},
		{"host network", `ipfw list`, false},

		// The host's clock, power and storage: time set or its sync
		// switched off, the machine put to sleep, a file system frozen,
		// logical volumes shrunk or removed, arrays stopped.
		{"host state", `timedatectl set-ntp false`, true},
		{"host state", `timedatectl set-time 2019-05-01`, true},
		{"host state", `hwclock --set --date '2019-05-01 10:00'`, true},
		{"host state", `rtcwake -m mem -s 600`, true},
		{"host state", `fsfreeze -f /srv/data`, true},
		{"host state", `lvremove -y vg0/scratch`, true},
		{"host state", `lvresize -L -5G vg0/home`, true},
		{"host state", `vgremove vg1`, true},
		{"host state", `pvremove /dev/sdc1`, true},
		{"host state", `mdadm --stop /dev/md0`, true},
		{"host state", `mdadm --zero-superblock /dev/sdb1`, true},
		{"host state", `pmset sleepnow`, true},
		{"host state", `timedatectl status`, false},
		{"host state", `timedatectl list-timezones`, false},
		{"host state", `hwclock --show`, false},
		{"host state", `rtcwake -m show`, false},
		{"host state", `lvs`, false},
		{"host state", `lvdisplay vg0/home`, false},
		{"host state", `mdadm --detail /dev/md0`, false},
		{"host state", `pmset -g batt`, false},

		// A root shell or root's powers through capabilities, namespaces
		// and chroots: nothing run inside is checked.
		{"root shell", `capsh --user=root --`, true},
		{"root shell", `capsh --inh=cap_setuid --addamb=cap_setuid -- -c id`, true},
		{"root shell", `systemd-nspawn --directory=/ --bind=/home`, true},
		{"root shell", `systemd-nspawn -D / /bin/sh`, true},
		{"root shell", `schroot -c sid -u root -- bash`, true},
		{"root shell", `schroot -c bookworm`, true},
		{"root shell", `setpriv --reuid=0 --regid=0 --init-groups bash`, true},
		{"root shell", `capsh --print`, false},
		{"root shell", `capsh --decode=0000003fffffffff`, false},
		{"root shell", `schroot -l`, false},
		{"root shell", `schroot --info -c sid`, false},

		// Kernel code: modules built and installed by DKMS, a new kernel
		// loaded with kexec, macOS kernel extensions.
		{"kernel", `dkms install -m v4l2loopback -v 0.12.7`, true},
		{"kernel", `dkms autoinstall`, true},
		{"kernel", `dkms remove nvidia/550.54 --all`, true},
		{"kernel", `kexec -l /boot/vmlinuz --initrd=/boot/initrd.img --reuse-cmdline`, true},
		{"kernel", `kextload /Library/Extensions/Tool.kext`, true},
		{"kernel", `kmutil load -p /Library/Extensions/Tool.kext`, true},
		{"kernel", `dkms status`, false},
		{"kernel", `kmutil showloaded`, false},

		// A cluster node's container runtime: pods and containers of the
		// node stopped or removed under the kubelet.
		{"node runtime", `crictl stopp 3f2a`, true},
		{"node runtime", `crictl rmi --prune`, true},
		{"node runtime", `crictl rm -a -f`, true},
		{"node runtime", `crictl ps -a`, false},
		{"node runtime", `crictl pods --name api`, false},
		{"node runtime", `crictl logs 3f2a`, false},

		// The host's account database read: shadow hashes.
		{"shadow read", `getent gshadow`, true},
		{"shadow read", `getent shadow root`, true},
		{"shadow read", `unshadow /etc/passwd /etc/shadow`, true},
		{"shadow read", `getent passwd dev`, false},
		{"shadow read", `getent hosts localhost`, false},

		// Credential dumpers and memory images of running processes:
		// what they print or write is credentials.
		{"credential dump", `secretsdump.py -ntds ntds.dit -system SYSTEM LOCAL`, true},
		{"credential dump", `lazagne browsers`, true},
		{"credential dump", `mimikatz "sekurlsa::logonpasswords" exit`, true},
		{"credential dump", `gcore 2211`, true},
		{"credential dump", `gdb -p 2211 -batch -ex generate-core-file`, true},
		{"credential dump", `gdb --pid=2211 --batch -ex 'gcore /tmp/core'`, true},
		{"credential dump", `procdump -ma 2211 out.dmp`, true},
		{"credential dump", `gdb -batch -ex run ./build/app`, false},
		{"credential dump", `gdb ./build/app core`, false},

		// Credential helpers and brokers that print or export
		// credentials.
		{"credential helper", `docker-credential-secretservice get`, true},
		{"credential helper", `git-credential-libsecret get`, true},
		{"credential helper", `assume prod-admin --export`, true},
		{"credential helper", `granted assume -ex prod`, true},
		{"credential helper", `aws-vault export prod`, true},
		{"credential helper", `saml2aws script --shell=bash`, true},
		{"credential helper", `docker-credential-pass version`, false},
		{"credential helper", `aws-vault list`, false},

		// Tools whose configuration dump prints the keys it holds.
		{"config dump", `mc alias ls`, true},
		{"config dump", `mc alias export local`, true},
		{"config dump", `s3cmd --dump-config -c ~/.s3cfg`, true},
		{"config dump", `rclone config dump`, true},
		{"config dump", `rclone config show gdrive`, true},
		{"config dump", `mc ls local/bucket`, false},
		{"config dump", `rclone config redacted`, false},
		{"config dump", `rclone ls gdrive:backups`, false},
		{"config dump", `s3cmd ls s3://bucket`, false},

		// A CLI that makes a new credential prints it: a token, a key, a
		// password, a set of credentials.
		{"mint credential", `openstack application credential create ci`, true},
		{"mint credential", `acmectl iam create-token`, true},
		{"mint credential", `acmectl iam create-api-key --name ci`, true},
		{"mint credential", `dbctl password create main ci-role`, true},
		{"mint credential", `dbctl credentials create --user ci`, true},
		{"mint credential", `dbctl password list main`, false},
		{"mint credential", `acmectl secret create db --from-file db.txt`, false},

		// Secret scanners named with no subcommand scan and print.
		{"scanner", `whispers ~/src`, true},
		{"scanner", `shhgit --local ~/code/other`, true},
		{"scanner", `whispers --help`, false},

		// A hunt for private keys over the home names where they are.
		{"key hunt", `find ~ -type f -exec grep -l 'BEGIN OPENSSH PRIVATE KEY' {} +`, true},
		{"key hunt", `grep -rl 'PRIVATE KEY' ~/`, true},
		{"key hunt", `grep -rl 'TODO' src`, false},

		// Files tools document as holding tokens or an app's secrets.
		{"tool secret file", `head -n 20 dashboard/.streamlit/secrets.toml`, true},
		{"tool secret file", `grep token ~/.influxdbv2/configs`, true},
		{"tool secret file", `cat dashboard/.streamlit/config.toml`, false},
		{"cluster token", `oc whoami --show-token`, true},
		{"cluster token", `oc whoami -t`, true},
		{"tool secret file", `cat config/secrets.toml.example`, false},
		{"cluster token", `oc whoami --show-context`, false},
	})
}

// TestSeventeenthRoundDangerOthers checks the seventeenth round's other
// classes: release tools that push, fleet managers, SMS and the mail
// queue, dotfile managers and boot services, trash and history, buckets,
// installs from a URL or a forge's releases, CVS, secret and vars stores.
func TestSeventeenthRoundDangerOthers(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		{"release push", `tbump 0.9.1`, true},
		{"release push", `tbump --non-interactive --tag-only 3.0.0`, true},
		{"release push", `lerna version minor --conventional-commits --yes`, true},
		{"release push", `postrelease --no-input`, true},
		{"release push", `gem bump --version patch --push`, true},
		{"release push", `tbump --only-patch 0.9.1`, false},
		{"release push", `lerna version --no-push --yes`, false},
		{"release push", `lerna run build`, false},
		{"release push", `gem bump --version patch`, false},

		{"manifest", `docker buildx imagetools create -t registry.x.example/app:2 registry.x.example/app:2-amd64`, true},
		{"manifest", `docker buildx imagetools create --dry-run -t registry.x.example/app:2 registry.x.example/app:2-amd64`, false},
		{"manifest", `docker buildx imagetools inspect registry.x.example/app:2`, false},

		{"fleet", `fleetctl delete -f old-team.yml`, true},
		{"fleet", `fleetctl mdm run-command --payload=lock.xml --hosts=mac-01`, true},
		{"fleet", `chef-run db01.x.example user deploy action=create`, true},
		{"fleet", `fleetctl get queries`, false},
		{"fleet", `fleetctl preview`, false},

		{"sms and mail", `mmcli -m 1 --messaging-create-sms="number='+15550199',text='ok'"`, true},
		{"sms and mail", `postsuper -d 3F1A2B deferred`, true},
		{"sms and mail", `mmcli -m 1 --messaging-list-sms`, false},
		{"sms and mail", `postsuper -r ALL`, false},

		{"dotfiles", `yadm clone https://x.example/me/dots.git`, true},
		{"dotfiles", `yadm alt`, true},
		{"dotfiles", `vcsh zsh reset --hard`, true},
		{"dotfiles", `tuckr set nvim`, true},
		{"dotfiles", `home-manager switch -b backup`, true},
		{"dotfiles", `yadm log --oneline`, false},
		{"dotfiles", `vcsh zsh diff`, false},
		{"dotfiles", `home-manager generations`, false},

		{"boot service", `insserv -d nginx`, true},
		{"boot service", `sysrc nginx_enable="YES"`, true},
		{"boot service", `sysrc -x nginx_enable`, true},
		{"boot service", `sysrc nginx_enable`, false},
		{"boot service", `insserv --dryrun nginx`, false},
		{"boot service", `sc.exe create agent binPath= "C:\\agent\\a.exe" start= auto`, true},
		{"boot service", `sc config Spooler start= disabled`, true},
		{"boot service", `sc query Spooler`, false},

		{"trash", `ktrash6 --empty`, true},
		{"trash", `kioclient6 emptytrash`, true},
		{"trash", `rip --decompose`, true},
		{"trash", `atuin search --delete-it-all`, true},
		{"trash", `rip --seance`, false},
		{"trash", `atuin search docker`, false},

		{"bucket", `s3cmd rb --recursive s3://old-assets`, true},
		{"bucket", `s5cmd rb s3://old-assets`, true},
		{"bucket", `uplink rb sj://old-assets`, true},
		{"bucket", `uplink cp ./site sj://public-site --recursive`, true},
		{"bucket", `s3cmd --dump-config`, true},
		{"bucket", `s3cmd ls s3://old-assets`, false},
		{"bucket", `uplink ls sj://old-assets`, false},

		{"install", `rpm -Uvh https://mirror.x.example/el9/tool-1.2.rpm`, true},
		{"install", `rpm --install ftp://mirror.x.example/tool.rpm`, true},
		{"install", `installer -pkg /tmp/Tool.pkg -target /`, true},
		{"install", `stew install x-org/xtool`, true},
		{"install", `bin install https://github.com/x-org/xtool`, true},
		{"install", `cargo binstall xtool --no-confirm`, true},
		{"install", `rpm -qpl ./tool.rpm`, false},
		{"install", `rpm -qa`, false},
		{"install", `installer -pkginfo -pkg /tmp/Tool.pkg`, false},
		{"install", `stew list`, false},

		{"cvs", `cvs -q update -C -d`, true},
		{"cvs", `cvs release -d module`, true},
		{"cvs", `cvs -q update -d`, false},
		{"cvs", `cvs diff -u`, false},
		{"pijul", `pijul unrecord --reset MNYNGT2VGEQZX4QA43FWBDVYQY7CGMN4TZU3SIUXIJ7QY2ENU5XQC`, true},
		{"pijul", `pijul channel delete experiment`, true},
		{"pijul", `pijul channel`, false},

		{"secret store", `credhub get --name /prod/app/db-password`, true},
		{"secret store", `credhub export --path /prod`, true},
		{"secret store", `bosh interpolate ./bbl-state/vars/director-vars-store.yml --path /admin_password`, true},
		{"secret store", `credhub find --path /prod`, false},
		{"secret store", `bosh int manifest.yml -o ops.yml`, false},

		// System packages from a URL, from outside the project, or
		// unsigned.
		{"system package", `zypper in https://mirror.x.example/tool-2.rpm`, true},
		{"system package", `pacman -U https://mirror.x.example/tool-2-x86_64.pkg.tar.zst`, true},
		{"system package", `dpkg --install ~/Downloads/tool_2.0_amd64.deb`, true},
		{"system package", `apt-get install -y /tmp/tool_2.0_amd64.deb`, true},
		{"system package", `dnf install --nogpgcheck tool`, true},
		{"system package", `dpkg -i build/app_1.0_amd64.deb`, false},
		{"system package", `apt install ./dist/app_1.0_amd64.deb`, false},
		{"system package", `dpkg -c /tmp/tool_2.0_amd64.deb`, false},
		{"system package", `pacman -S ripgrep`, false},

		// A program from a forge into the profile or a global tool list.
		{"forge install", `nix profile install github:x-org/xtool`, true},
		{"forge install", `mise use --global ubi:x-org/xtool`, true},
		{"forge install", `nix profile install nixpkgs#jq`, false},
		{"forge install", `mise use node@22`, false},

		// Uploads and deploys of other tools, a restore elsewhere.
		{"upload and deploy", `megaput --path /Root/share dump.sql`, true},
		{"upload and deploy", `spin pipeline execute --name release --application web`, true},
		{"upload and deploy", `mongorestore --host mongo.x.example --drop --archive=prod.gz`, true},
		{"upload and deploy", `spin pipeline list --application web`, false},
		{"upload and deploy", `spin build --up`, false},
		{"upload and deploy", `spin watch`, false},
		{"upload and deploy", `mongorestore --archive=dev.gz`, false},

		// A compiler's output option writes where it says.
		{"compiler output", `rustc -O -o ~/.cargo/bin/cargo src/shim.rs`, true},
		{"compiler output", `ghc -O2 -o ~/.local/bin/ls Main.hs`, true},
		{"compiler output", `kotlinc App.kt -include-runtime -d /usr/local/lib/app.jar`, true},
		{"compiler output", `rustc -O -o target/shim src/shim.rs`, false},
		{"compiler output", `ghc -O2 -o build/app Main.hs`, false},
		{"compiler output", `kotlinc App.kt -include-runtime -d build/app.jar`, false},

		// A migration tool acting on the hosted project it is linked to.
		{"linked project", `supabase migration repair --status applied 20240102030405`, true},
		{"linked project", `supabase migration up --linked`, true},
		{"linked project", `supabase migration repair --local --status applied 20240102030405`, false},
		{"linked project", `supabase migration up`, false},
		{"linked project", `supabase migration new add_users`, false},
	})
}

// TestSeventeenthRoundDangerHostTools checks more of the host's
// administration in other systems' tools: firewalls (pf, iptables-restore,
// ufw's policies, Shorewall, ConfigServer, APF, macOS's defaults), the
// crypto policy, PAM, directories others log in with, AIX, Solaris and
// the BSDs' account tools, Kerberos.
func TestSeventeenthRoundDangerHostTools(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		{"firewall", `pfctl -F rules`, true},
		{"firewall", `pfctl -a agent -f open.conf`, true},
		{"firewall", `pfctl -vnf /etc/pf.conf`, false},
		{"firewall", `pfctl -s states`, false},
		{"firewall", `ip6tables-restore < open.rules`, true},
		{"firewall", `iptables-restore -t < rules.v4`, false},
		{"firewall", `nft -f /tmp/flush.nft`, true},
		{"firewall", `nft list tables`, false},
		{"firewall", `ufw default allow outgoing`, true},
		{"firewall", `ufw delete allow 8080`, true},
		{"firewall", `ufw status verbose`, false},
		{"firewall", `shorewall6 clear`, true},
		{"firewall", `csf --disable`, true},
		{"firewall", `apf -a 198.51.100.7`, true},
		{"firewall", `shorewall show connections`, false},
		{"firewall", `csf --status`, false},
		{"firewall", `defaults write com.apple.alf stealthenabled -int 0`, true},
		{"firewall", `defaults read com.apple.alf`, false},

		{"crypto and pam", `update-crypto-policies --set FUTURE:NO-SHA1`, true},
		{"crypto and pam", `authselect enable-feature with-mkhomedir`, true},
		{"crypto and pam", `authconfig --disableshadow --update`, true},
		{"crypto and pam", `pam-auth-update --enable mkhomedir`, true},
		{"crypto and pam", `update-crypto-policies --show`, false},
		{"crypto and pam", `authselect current`, false},

		{"directory", `homectl update dev --member-of=wheel`, true},
		{"directory", `homectl passwd dev`, true},
		{"directory", `samba-tool user create helper P4ss`, true},
		{"directory", `ipa sudorule-add-user all-root --users=helper`, true},
		{"directory", `ldapdelete -x -D cn=admin uid=old,ou=people,dc=x`, true},
		{"directory", `homectl inspect dev`, false},
		{"directory", `samba-tool user show dev`, false},
		{"directory", `ipa sudorule-find`, false},

		{"unix accounts", `mkgroup -a admins2`, true},
		{"unix accounts", `rolemod -P 'Primary Administrator' ops`, true},
		{"unix accounts", `user mod -G wheel helper`, true},
		{"unix accounts", `pwpolicy -u helper -disableuser`, true},
		{"unix accounts", `pwpolicy -u helper -getpolicy`, false},

		{"kerberos", `kadmin.local -q 'ank -pw x admin/admin'`, true},
		{"kerberos", `kadmin -q 'xst -k web.keytab HTTP/web'`, true},
		{"kerberos", `kadmin -q 'get_principal dev'`, false},

		{"acl", `setfacl -m u:ci:rw /run/docker.sock`, true},
		{"acl", `setfacl -m u:ci:rwx /usr/local/bin/node`, true},
		{"acl", `setfacl -m u:ci:rwx ./storage/logs`, false},
		{"bsd kernel", `kldunload ipfw`, true},
		{"bsd kernel", `kldstat -v`, false},
		{"host network", `networksetup -setsecurewebproxy Ethernet 10.1.1.1 3128`, true},
		{"host network", `networksetup -getwebproxy Ethernet`, false},
		{"host network", `netsh winhttp set proxy 10.1.1.1:3128`, true},
		{"host network", `netsh int ipv4 set dnsservers "Ethernet" static 10.1.1.1 primary`, true},
		{"host network", `netsh int ipv4 show addresses`, false},
		{"host network", `nmcli c m office ipv4.gateway 10.1.1.1`, true},
		{"host network", `nmcli device disconnect eth1`, true},
		{"host network", `nmcli -t -f NAME c show`, false},
		{"host network", `nmcli device wifi list`, false},
		{"host name", `scutil --set LocalHostName build-01`, true},
		{"host name", `hostnamectl set-hostname build-01 --static`, true},
		{"host name", `scutil --get LocalHostName`, false},
		{"host name", `hostnamectl status`, false},

		{"trust store", `trust anchor ./corp-root.crt`, true},
		{"trust store", `certutil -d sql:$HOME/.pki/nssdb -A -t "CT,C,C" -n corp -i corp.crt`, true},
		{"trust store", `keytool -import -noprompt -cacerts -alias corp -file corp.crt`, true},
		{"trust store", `trust list --filter=ca-anchors`, false},
		{"trust store", `keytool -list -cacerts`, false},
		{"trust store", `certutil -hashfile dist/app.zip SHA256`, false},
		{"mounts and init", `mount -o remount,rw /usr`, true},
		{"mounts and init", `mount --bind /root /mnt/r`, true},
		{"mounts and init", `mount /dev/sdc1 /media/usb`, true},
		{"mounts and init", `kill -KILL 1`, true},
		{"mounts and init", `telinit 6`, true},
		{"mounts and init", `mount | grep sdc`, false},
		{"mounts and init", `kill -TERM 31337`, false},
		{"macos", `softwareupdate --install --all --restart`, true},
		{"macos", `bless --mount /Volumes/Ext --setBoot`, true},
		{"macos", `profiles install -path ./corp.mobileconfig`, true},
		{"macos", `softwareupdate --list`, false},
		{"macos", `profiles list`, false},
		{"windows", `format E: /FS:exFAT /Q`, true},
		{"windows", `icacls C:\ProgramData\Agent /grant Users:F /T`, true},
		{"windows", `wevtutil cl Application`, true},
		{"windows", `auditpol /set /subcategory:"Logon" /success:disable`, true},
		{"windows", `schtasks /delete /tn Nightly /f`, true},
		{"windows", `reg add HKLM\SYSTEM\CurrentControlSet\Control\Lsa /v DisableRestrictedAdmin /t REG_DWORD /d 0`, true},
		{"windows", `wevtutil qe Application /c:10`, false},
		{"windows", `schtasks /query /tn Nightly`, false},
		{"windows", `reg query HKLM\SOFTWARE`, false},
	})
}
