from dugout.cli import main

main()
