# The one-off Pod of k8s/leadmap-cli, made from the core Deployment it reads (kubectl
# get deployment core -o json): core's image, configuration, Secret references (the
# operator key the CLI signs with among them), volumes and security settings, labelled
# as a Leadmap pod (the NetworkPolicy admits it to NATS)
# but selected by no Deployment, Service or PodDisruptionBudget. Its container, named
# $name, runs `node dist/bin/cli.js` with the arguments in $args (a JSON array).
.spec.template.spec
| {
    apiVersion: "v1",
    kind: "Pod",
    metadata: {
      labels: {
        "app.kubernetes.io/name": "leadmap",
        "app.kubernetes.io/component": "cli",
        "app.kubernetes.io/part-of": "leadmap"
      }
    },
    spec: (
      del(.topologySpreadConstraints)
      | .restartPolicy = "Never"
      | .containers = [
          .containers[0]
          | del(.startupProbe, .livenessProbe, .readinessProbe, .lifecycle, .ports)
          | .name = $name
          # the CLI serves no action and opens no webhook secret
          | .env = [.env[] | select(.name != "LEADMAP_SERVICES" and .name != "LEADMAP_SECRET_KEY")]
          | .command = ["node", "dist/bin/cli.js"] + $args
          # kubectl run --rm attaches to the container's input
          | .stdin = true
          | .stdinOnce = true
        ]
    )
  }
