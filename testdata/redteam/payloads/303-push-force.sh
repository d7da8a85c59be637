git push --force origin main
