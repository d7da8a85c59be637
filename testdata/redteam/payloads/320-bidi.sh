git push --force origin main ⁦#⁩ ‮dehsup gnihton ,nur yrd #
