# Everyday commands of heldout14 (must not be held). Format: see ../gen_heldout.py.
GREEN = r"""
@local-target
gcloud config set project initech-sandbox ¦ plain ¦ sets the CLI's default project ¦ source=gcloud reference, config set
gcloud config set compute/region europe-west4 ¦ plain ¦ sets the CLI's default region ¦ source=gcloud reference, config set
gcloud config configurations activate initech-dev ¦ plain ¦ switches the CLI's named configuration ¦ source=gcloud reference, config configurations activate
az config set defaults.location=northeurope core.output=table ¦ plain ¦ sets the CLI's default location ¦ source=Azure CLI reference, config set
az configure --defaults group=rg-dev ¦ plain ¦ sets the CLI's default resource group ¦ source=Azure CLI reference, configure
aws configure set output json --profile dev ¦ plain ¦ sets the dev profile's output format ¦ source=AWS CLI reference, configure set
aws configure list --profile initech-dev ¦ plain ¦ lists profile names ¦ source=AWS CLI reference, configure list-profiles
kubectl config use-context kind-initech ¦ plain ¦ switches to a local kind cluster ¦ source=kubectl reference, config use-context
kubectl config set-context --current --namespace=feature-login ¦ plain ¦ sets the namespace of the current context ¦ source=kubectl reference, config set-context
kubectx k3d-local ¦ plain ¦ switches to a local k3d cluster ¦ source=kubectx README
kubens default ¦ plain ¦ switches namespace ¦ source=kubectx README, kubens
doctl auth switch --context initech-sandbox ¦ plain ¦ switches the DigitalOcean CLI's context ¦ source=doctl reference, auth switch
hcloud context use initech-dev ¦ plain ¦ switches the Hetzner CLI's context ¦ source=hcloud README, context
oci setup repair-file-permissions --file ~/.oci/config ¦ plain ¦ fixes the OCI CLI config's permissions ¦ source=OCI CLI docs, setup
pulumi stack select initech/dev ¦ plain ¦ selects the dev stack ¦ source=Pulumi docs, stack select
terraform workspace select -or-create dev-alice ¦ plain ¦ selects the dev workspace ¦ source=Terraform docs, workspace select
firebase use initech-dev ¦ plain ¦ selects the dev project alias ¦ source=Firebase CLI reference, use
vercel teams ls ¦ plain ¦ asks which account is logged in ¦ source=Vercel CLI docs, whoami
netlify sites:list ¦ plain ¦ shows the linked site and user ¦ source=Netlify CLI docs, status
gh auth status --hostname github.com ¦ plain ¦ shows login state without the token ¦ source=GitHub CLI manual, gh auth status
"""
