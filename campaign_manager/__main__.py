from campaign_manager.app import main

raise SystemExit(main())
