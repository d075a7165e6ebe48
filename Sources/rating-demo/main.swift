print("rating-demo")
