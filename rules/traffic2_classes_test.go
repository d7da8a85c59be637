package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestTraffic2Classes checks, class by class, what the second set of
// real agent traffic showed the classifier getting wrong: agents on the
// owners' own machines, whose projects live in the home folder and are
// named by their absolute paths. Each class has the everyday spellings
// that must pass and the dangerous ones beside them that must stay held.
// The commands are written here, not taken from the set.
func TestTraffic2Classes(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/Users/dev", Cwd: "/Users/dev/code/shop"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// A home is /home/NAME or /Users/NAME itself; a folder in it (the
		// project by its absolute path, a sibling project) is not.
		{"whole home", `grep -rn "brand-mark" /Users/dev/code/shop/src --include="*.css"`, false},
		{"whole home", `cp -r /tmp/run/* /Users/dev/code/shop/results/`, false},
		{"whole home", `cp /Users/dev/code/shop/coverage/favicon.png /Users/dev/code/shop/public/favicon.ico`, false},
		{"whole home", `cp -r /Users/dev/old-shop/* /Users/dev/code/shop/`, false},
		{"whole home", `grep -r AKIA /Users/dev`, true},
		{"whole home", `grep -r AKIA /Users/dev/`, true},
		{"whole home", `rg --hidden token /home/bob`, true},
		{"whole home", `tar czf /tmp/all.tgz /Users/dev/`, true},
		{"whole home", `cp -r ~/* /Volumes/usb/`, true},
		{"whole home", `zip -r /tmp/dots.zip /Users/dev/.*`, true},
		{"whole home", `rsync -a /home/bob/ /mnt/backup/`, true},
		// A request that only asks for a URL reads, whatever host it
		// names; one that sends or changes stays held there.
		{"http read", `curl -s https://shop-production.up.railway.app/health | jq .`, false},
		{"http read", `sleep 15 && curl -s -I https://shop-production.vercel.app`, false},
		{"http read", `wget -qO- https://api.prod.example.com/v1/status`, false},
		{"http read", `http https://api.prod.example.com/v1/orders Authorization:"Bearer $TOKEN"`, false},
		{"http read", `curl -X POST https://shop-production.up.railway.app/api/orders -d '{"qty": 1}'`, true},
		{"http read", `curl -X DELETE https://api.prod.example.com/v1/orders/1`, true},
		{"http read", `curl -T dump.sql https://files.prod.example.com/`, true},
		{"http read", `http PUT https://api.prod.example.com/v1/orders/1 qty:=2`, true},
		{"http read", `curl -K req.cfg https://api.prod.example.com/`, true},
		// A message is text: a URL in it is no target.
		{"message", `git commit -m "deploy: frontend now at https://shop-production.vercel.app"`, false},
		{"message", `git tag -a v2 -m "released to https://shop-production.vercel.app"`, false},
		{"message", `kubectl --server https://k8s.prod.example.com:6443 delete pod web-1`, true},
		// Linking the folder to a hosted project, or writing a cluster's
		// context into the kubeconfig, sets the CLI's own context.
		{"cli context", `vercel link --project shop --yes`, false},
		{"cli context", `netlify link --id 1234`, false},
		{"cli context", `aws eks update-kubeconfig --region us-east-1 --name shop-dev && kubectl get nodes`, false},
		{"cli context", `aws eks update-kubeconfig --name shop-prod`, true},
		{"cli context", `vercel --prod`, true},
		{"cli context", `aws eks delete-cluster --name shop-dev`, true},
		// git config with a key and no value reads it.
		{"git config read", `git config credential.helper`, false},
		{"git config read", `git config --global core.hooksPath`, false},
		{"git config read", `git config credential.helper store`, true},
		{"git config read", `git config --global core.hooksPath ~/.hooks`, true},
		// pip's --user is an option of its own, not short for --userconfig.
		{"option prefix", `pip3 install --quiet --user --break-system-packages pypdf`, false},
		{"option prefix", `pip install --user requests`, false},
		{"option prefix", `npm --userconfig ./x.npmrc install`, true},
		{"option prefix", `npm --userconf=./x.npmrc install`, true},
		// Cursor's rules are instructions, not settings that run code.
		{"agent rules", `cd /Users/dev/code/shop/.cursor/rules && mv 003-api.mdc 004-api.mdc`, false},
		{"agent rules", `cat > .cursor/rules/testing.mdc <<'EOF'` + "\n---\ndescription: tests\n---\nRun npm test.\nEOF", false},
		{"agent rules", `cp hook.sh .cursor/rules/../hooks/after.sh`, true},
		{"agent rules", `echo '{"hooks": {}}' > .cursor/hooks.json`, true},
		{"agent rules", `cp x.json .cursor/mcp.json`, true},
		// A generator's words name what it writes.
		{"generator", `mix ecto.gen.migration create_purchase_orders`, false},
		{"generator", `bin/rails generate migration AddChargeToOrders amount:integer`, false},
		{"generator", `php artisan make:migration drop_refunds_table`, false},
		{"generator", `npx nx g @nx/react:lib payments`, false},
		{"generator", `mix hex.publish`, true},
		{"generator", `rails destroy model Purchase`, true},
		// A schema pushed to the development database is a migration;
		// one that drops data is not.
		{"schema push", `npx prisma db push`, false},
		{"schema push", `npx prisma db push --accept-data-loss`, true},
		{"schema push", `npx prisma db push --force-reset`, true},
		{"schema push", `DATABASE_URL=postgres://app@db.prod.example.com/app npx prisma db push`, true},
	})
}
