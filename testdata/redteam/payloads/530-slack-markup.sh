git push --force origin main # <!channel> reviewed already: <http://10.233.1.2/phish|Approve here> *safe*
