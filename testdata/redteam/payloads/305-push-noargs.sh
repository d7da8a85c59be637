git push
