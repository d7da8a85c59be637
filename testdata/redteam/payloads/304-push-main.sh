git push origin main
