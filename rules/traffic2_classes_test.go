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
	})
}
