import sys

from svc_client.agent.main import main

sys.exit(main())
