def solve_problem():
    from collections import defaultdict

    # Initial observations
    initial_state = {
        "treeks": 0,
        "squigs": 0,
        "googlee": 0,
        "weight_treeks_squigs": 0,
        "weight_treeks_googlee": 0,
        "weight_squigs_googlee": 0,
        "result": None,
        "confidence": 50
    }

    # First attempt: calculate weights based on initial observations
    def first_attempt():
        global initial_state
        initial_state["treeks"] = 10
        initial_state["squigs"] = 3
        initial_state["googlee"] = 1

        initial_state["weight_treeks_squigs"] = initial_state["treeks"] * initial_state["squigs"]
        initial_state["weight_treeks_googlee"] = initial_state["treeks"] * initial_state["googlee"]
        initial_state["weight_squigs_googlee"] = initial_state["squigs"] * initial_state["googlee"]

        return initial_state

    initial_state = first_attempt()
    print("RESULT:", initial_state["result"])
    print("CONFIDENCE:", initial_state["confidence"])

solve_problem()
